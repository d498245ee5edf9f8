import type { CvPart } from '@careercard/templates/render-cv';
import type { TFunction } from 'i18next';
import { formatList } from './format';

/** Parts of a CV named as the editor heads them: "Extracurricular Activities and References". */
export function cvPartNames(t: TFunction, parts: readonly CvPart[]): string {
  return formatList(
    parts.map((part) =>
      part === 'summary'
        ? t('cvEditor.personal.fields.summary.label')
        : part === 'bioData'
          ? t('cvEditor.bioData.title')
          : t(`cvEditor.lists.${part}.title`),
    ),
  );
}
