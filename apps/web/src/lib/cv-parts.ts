import type { LayoutSource } from '@careercard/shared/resume-layout';
import type { TFunction } from 'i18next';
import { formatList } from './format';

/** Parts of a CV named as the editor heads them: "Extracurricular Activities and References". */
export function cvPartNames(t: TFunction, parts: readonly LayoutSource[]): string {
  return formatList(
    parts.map((part) =>
      part === 'summary'
        ? t('cvEditor.personal.fields.summary.label')
        : t(`cvEditor.lists.${part}.title`),
    ),
  );
}
