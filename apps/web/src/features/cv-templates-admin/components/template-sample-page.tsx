import { sampleCv } from '@careercard/shared/cv-sample';
import {
  TEMPLATE_SAMPLE_GLOBAL,
  templateSampleSchema,
} from '@careercard/shared/cv-templates-admin';
import { resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv } from '@careercard/templates/render-cv';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/components/ui/spinner';

/** The template the server handed this page (see the renderer's `screenshot`), if any. */
function handedTemplate() {
  const sample = templateSampleSchema.safeParse(
    (window as unknown as Record<string, unknown>)[TEMPLATE_SAMPLE_GLOBAL],
  );
  if (!sample.success) return undefined;
  if (sample.data.component) return { component: sample.data.component, layout: null };
  const layout = resumeLayoutSchema.safeParse(sample.data.layout);
  return layout.success ? { component: null, layout: layout.data } : undefined;
}

/**
 * The first page of the sample CV in a template, alone at the top left of the page: what the
 * server's headless Chromium photographs for a template's thumbnail. It marks the document
 * ready (`html[data-cv-ready]`) once laid out with its fonts, as the print page does.
 */
export function TemplateSamplePage() {
  const { t } = useTranslation();
  const document = useMemo(() => {
    const template = handedTemplate();
    return template ? renderCv(sampleCv, template) : undefined;
  }, []);
  const ready = useCallback(() => {
    window.document.documentElement.dataset.cvReady = 'true';
  }, []);
  useEffect(
    () => () => {
      delete window.document.documentElement.dataset.cvReady;
    },
    [],
  );

  if (!document) return <StatusMessage text={t('cvPreview.noTemplate')} />;
  return (
    <div className="absolute top-0 left-0 bg-white">
      <PagedCv document={document} maxPages={1} gap={0} onLayout={ready} />
    </div>
  );
}
