import { useQueries } from '@tanstack/react-query';
import type { TemplateChoice } from '@careercard/templates/render-cv';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCv } from '@/features/cvs/api/get-cv';
import { CvEditor } from '@/features/cvs/components/editor/cv-editor';
import { templateQueryOptions } from '@/features/templates/api/get-template';
import { useTemplates } from '@/features/templates/api/get-templates';
import { useDownloadGate } from '@/app/download-gate';
import { ApiError } from '@/lib/api-client';

/** The editor of one CV, with every template ready for the template selector and preview. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const cv = useCv(id);
  const gate = useDownloadGate();
  const templates = useTemplates();
  // The CV's own template too: it may no longer be offered, yet its CV is drawn with it.
  const templateIds = new Set((templates.data ?? []).map((template) => template.id));
  if (cv.data) templateIds.add(cv.data.templateId);
  const details = useQueries({
    queries: [...templateIds].map((templateId) => templateQueryOptions(templateId)),
    combine: (results) =>
      Object.fromEntries(
        [...templateIds].flatMap((templateId, index): [number, TemplateChoice | null][] => {
          const result = results[index];
          if (result?.data) return [[templateId, result.data]];
          return result?.isError ? [[templateId, null]] : [];
        }),
      ),
  });

  if (cv.isError) {
    const missing = cv.error instanceof ApiError && cv.error.status === 404;
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg text-slate-700">
          {missing ? t('cvs.notFound') : t('errors.generic')}
        </p>
        <Button variant="outline" onClick={() => void navigate(paths.dashboard.myCvs)}>
          {t('cvEditor.back')}
        </Button>
      </div>
    );
  }
  if (cv.isPending || templates.isPending)
    return <StatusMessage busy text={t('cvPreview.loading')} />;
  return (
    <>
      <CvEditor
        key={cv.data.id}
        cv={cv.data}
        templates={templates.data ?? []}
        templateDetails={details}
        onBack={() => void navigate(paths.dashboard.myCvs)}
        onDownload={(saved) => void gate.start(saved)}
        initialField={search.get('field') ?? undefined}
      />
      {gate.element}
    </>
  );
}
