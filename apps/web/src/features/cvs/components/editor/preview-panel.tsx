import type { CvData } from '@careercard/shared/cv';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv, type TemplateChoice } from '@careercard/templates/render-cv';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FitWidth } from '@/components/ui/fit-width';

/**
 * The live preview: the CV on real A4 pages. It follows the form through a deferred value,
 * so typing never waits for the pages to be laid out again.
 */
export function PreviewPanel({
  data,
  template,
}: {
  data: CvData;
  template: TemplateChoice | undefined;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(data);
  const document = useMemo(() => renderCv(deferred, template), [deferred, template]);
  const [pageCount, setPageCount] = useState<number>();
  return (
    <div className="mx-auto w-full max-w-[816px]" aria-label={t('cvEditor.preview')} role="region">
      <p className="mb-2 text-right text-xs text-slate-500" aria-live="polite">
        {pageCount !== undefined && t('cvEditor.pageCount', { count: pageCount })}
      </p>
      <FitWidth contentWidth={PAGE_WIDTH_PX}>
        <PagedCv document={document} onLayout={({ pageCount: count }) => setPageCount(count)} />
      </FitWidth>
    </div>
  );
}
