import type { CvTemplateSummary } from '@careercard/shared/cv-api';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv } from '@careercard/templates/render-cv';
import { ArrowLeft, Eye } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FitWidth } from '@/components/ui/fit-width';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTemplate } from '../api/get-template';
import { useTemplates } from '../api/get-templates';
import { LeftOutNote } from './left-out-note';
import { sampleFor } from './sample-for';
import { TemplateThumbnail } from './template-thumbnail';

interface TemplateChooserProps {
  onSelect: (templateId: number) => void;
  onBack: () => void;
  /** While the chosen template's CV is being created. */
  selecting: boolean;
}

/** The spec's 'Choose Your Template': a grid with Preview and Select per template. */
export function TemplateChooser({ onSelect, onBack, selecting }: TemplateChooserProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [previewing, setPreviewing] = useState<CvTemplateSummary | null>(null);

  const failure = templates.isError
    ? templates.error instanceof ApiError
      ? templates.error.message || t('templates.fetchFailed')
      : t('templates.somethingWrong')
    : null;

  return (
    <section aria-labelledby="chooser-title">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft className="size-4" aria-hidden />
        {t('templates.back')}
      </Button>
      <h1 id="chooser-title" className="mt-2 text-2xl font-bold text-slate-900">
        {t('templates.choose')}
      </h1>
      {templates.isPending && <StatusMessage busy text={t('templates.loading')} />}
      {failure && (
        <div className="mt-6">
          <ErrorAlert>{failure}</ErrorAlert>
        </div>
      )}
      {templates.data?.length === 0 && <StatusMessage text={t('templates.none')} />}
      {templates.data && templates.data.length > 0 && (
        <ul className="mt-6 grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {templates.data.map((template) => (
            <li
              key={template.id}
              className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div className="border-b border-slate-100 bg-slate-100 p-3">
                <TemplateThumbnail template={template} />
              </div>
              <div className="p-4">
                <h2 className="font-semibold text-slate-900">{template.name}</h2>
                <LeftOutNote templateId={template.id} />
                <div className="mt-3 flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPreviewing(template)}
                    aria-label={t('templates.previewNamed', { name: template.name })}
                  >
                    <Eye className="size-4" aria-hidden />
                    {t('templates.preview')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => onSelect(template.id)}
                    disabled={selecting}
                    aria-label={t('templates.selectNamed', { name: template.name })}
                  >
                    {selecting && <Spinner className="size-4" />}
                    {t('templates.select')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title={previewing?.name ?? ''}
        width="wide"
      >
        {previewing && (
          <>
            <LeftOutNote templateId={previewing.id} />
            <TemplatePreview templateId={previewing.id} />
          </>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setPreviewing(null)}>
            {t('common.close')}
          </Button>
          {previewing && (
            <Button onClick={() => onSelect(previewing.id)} disabled={selecting}>
              {selecting && <Spinner className="size-4" />}
              {t('templates.select')}
            </Button>
          )}
        </div>
      </Dialog>
    </section>
  );
}

/** The sample CV in the template; the built-in demo layout when the template cannot be had. */
function TemplatePreview({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const template = useTemplate(templateId);
  const document = useMemo(
    () => (template.isPending ? undefined : renderCv(sampleFor(template.data), template.data)),
    [template.isPending, template.data],
  );
  if (!document) return <StatusMessage busy text={t('templates.previewLoading')} />;
  return (
    <div className="max-h-[65dvh] overflow-y-auto rounded-lg bg-slate-100 p-3">
      <FitWidth contentWidth={PAGE_WIDTH_PX}>
        <PagedCv document={document} gap={12} />
      </FitWidth>
    </div>
  );
}
