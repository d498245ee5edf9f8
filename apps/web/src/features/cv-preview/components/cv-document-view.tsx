import type { CvPreviewResponse } from '@careercard/shared/cv-api';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv } from '@careercard/templates/render-cv';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FitWidth } from '@/components/ui/fit-width';
import { StatusMessage } from '@/components/ui/spinner';

/**
 * A CV on its A4 pages, alone on the page (preview screen and print). When the pages are laid
 * out with their fonts loaded, it marks the document ready (`html[data-cv-ready]`) so a
 * headless browser knows when to print.
 */
export function CvDocumentView({ preview }: { preview: CvPreviewResponse }) {
  const { t } = useTranslation();
  const { template } = preview;
  const document = useMemo(
    () => (template.component || template.layout ? renderCv(preview.cvData, template) : undefined),
    [preview.cvData, template],
  );
  const ready = useCallback(({ pageCount }: { pageCount: number }) => {
    window.document.documentElement.dataset.cvReady = 'true';
    window.document.documentElement.dataset.cvPages = String(pageCount);
  }, []);
  useEffect(() => {
    window.document.title = preview.name;
    return () => {
      delete window.document.documentElement.dataset.cvReady;
    };
  }, [preview.name]);

  if (!document) return <StatusMessage text={t('cvPreview.noTemplate')} />;
  return (
    <div className="min-h-dvh bg-slate-100 px-2 py-6 print:bg-white print:p-0">
      <div className="mx-auto max-w-[816px] print:max-w-none">
        <FitWidth contentWidth={PAGE_WIDTH_PX}>
          <PagedCv document={document} onLayout={ready} />
        </FitWidth>
      </div>
    </div>
  );
}
