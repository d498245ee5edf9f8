import type { CvData } from '@careercard/shared/cv';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv, type TemplateChoice } from '@careercard/templates/render-cv';
import { Maximize2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FitWidth } from '@/components/ui/fit-width';
import { StatusMessage } from '@/components/ui/spinner';

/**
 * The live preview: the CV on real A4 pages. It follows the form through a deferred value,
 * so typing never waits for the pages to be laid out again.
 */
export function PreviewPanel({
  data,
  template,
}: {
  data: CvData;
  /** undefined while the template loads (nothing is drawn: no flash of another design); null when it cannot be loaded (the default design). */
  template: TemplateChoice | null | undefined;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(data);
  const document = useMemo(
    () => (template === undefined ? undefined : renderCv(deferred, template ?? undefined)),
    [deferred, template],
  );
  const [pageCount, setPageCount] = useState<number>();
  const [fullSize, setFullSize] = useState(false);
  return (
    <div className="mx-auto w-full max-w-[816px]" aria-label={t('cvEditor.preview')} role="region">
      <div className="mb-2 flex min-h-7 items-center justify-between gap-2">
        {/* Beside the form the pages are scaled down; read them at their printed size. */}
        {document ? (
          <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setFullSize(true)}>
            <Maximize2 className="size-4" aria-hidden />
            {t('cvEditor.fullSize')}
          </Button>
        ) : (
          <span />
        )}
        <p className="text-xs text-slate-500" aria-live="polite">
          {document && pageCount !== undefined && t('cvEditor.pageCount', { count: pageCount })}
        </p>
      </div>
      {document && (
        <Dialog
          open={fullSize}
          onOpenChange={setFullSize}
          title={t('cvEditor.preview')}
          width="page"
        >
          <div className="rounded-lg bg-slate-100 p-3">
            <FitWidth contentWidth={PAGE_WIDTH_PX}>
              <PagedCv document={document} gap={12} />
            </FitWidth>
          </div>
        </Dialog>
      )}
      <FitWidth contentWidth={PAGE_WIDTH_PX}>
        {document ? (
          <PagedCv document={document} onLayout={({ pageCount: count }) => setPageCount(count)} />
        ) : (
          <div className="aspect-[210/297] bg-white shadow-sm">
            <StatusMessage busy text={t('cvPreview.loading')} />
          </div>
        )}
      </FitWidth>
    </div>
  );
}
