import { leftOutBy } from '@careercard/templates/render-cv';
import { useTranslation } from 'react-i18next';
import { cvPartNames } from '@/lib/cv-parts';
import { useTemplate } from '../api/get-template';

/** What parts of a CV a template prints and leaves out, said before it is chosen. */
export function LeftOutNote({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const template = useTemplate(templateId);
  if (!template.data) return null;
  const parts = leftOutBy(template.data);
  return (
    <>
      {!parts.includes('bioData') && (
        <p className="mt-1 text-xs text-slate-600">{t('templates.showsBioData')}</p>
      )}
      {parts.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          {t('templates.leavesOut', { parts: cvPartNames(t, parts) })}
        </p>
      )}
    </>
  );
}
