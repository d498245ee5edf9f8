import type { CvData } from '@careercard/shared/cv';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv, type TemplateChoice } from '@careercard/templates/render-cv';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  return (
    <div className="mx-auto w-full max-w-[816px]" aria-label={t('cvEditor.preview')} role="region">
      <p className="mb-2 text-right text-xs text-slate-500" aria-live="polite">
        {document && pageCount !== undefined && t('cvEditor.pageCount', { count: pageCount })}
      </p>
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
