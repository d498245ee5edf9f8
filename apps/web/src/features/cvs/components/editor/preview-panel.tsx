import type { CvData } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import {
  cvHasPart,
  leftOutBy,
  renderCv,
  type TemplateChoice,
} from '@careercard/templates/render-cv';
import { Maximize2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cvBlanks, cvMissing } from '@/components/blanks/cv-blanks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FitWidth } from '@/components/ui/fit-width';
import { StatusMessage } from '@/components/ui/spinner';
import { cvPartNames } from '@/lib/cv-parts';
import { markBlanks } from './blank-highlight';

/** How many blanks the list above the preview names before it says "and N more". */
const LISTED = 5;

/**
 * The live preview: the CV on real A4 pages. It follows the form through a deferred value,
 * so typing never waits for the pages to be laid out again.
 */
export function PreviewPanel({
  data,
  template,
  placeholders = false,
}: {
  data: CvData;
  /** undefined while the template loads (nothing is drawn: no flash of another design); null when it cannot be loaded (the default design). */
  template: TemplateChoice | null | undefined;
  /**
   * The editor's preview of the form: greyed placeholders where the header is empty, and what
   * the CV needs before it goes out. Off for a finished CV (a tailored one): real data only.
   */
  placeholders?: boolean;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(data);
  const document = useMemo(
    () =>
      template === undefined
        ? undefined
        : renderCv(deferred, template ?? undefined, { placeholders }),
    [deferred, template, placeholders],
  );
  // Parts the CV has that its template does not print: said, never dropped silently.
  const leftOut = useMemo(() => {
    if (template === undefined) return [];
    const content = withoutBlankEntries(deferred);
    return leftOutBy(template ?? undefined).filter((part) => cvHasPart(content, part));
  }, [deferred, template]);
  const missing = useMemo(
    () => (placeholders ? cvMissing(t, deferred) : []),
    [t, deferred, placeholders],
  );
  const [pageCount, setPageCount] = useState<number>();
  const [fullSize, setFullSize] = useState(false);
  const blanks = useMemo(() => cvBlanks(t, deferred), [t, deferred]);
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
      {missing.length > 0 && (
        <div
          role="note"
          aria-label={t('blanks.missingPreviewTitle')}
          className="mb-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-medium">{t('blanks.missingPreviewTitle')}</p>
          <ul className="mt-1 space-y-0.5 text-xs">
            {missing.map((essential) => (
              <li key={essential.path}>
                {essential.field}: <em>{essential.text}</em>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-amber-800">{t('blanks.missingNote')}</p>
        </div>
      )}
      {leftOut.length > 0 && (
        <p className="mb-3 text-xs text-slate-600">
          {t('cvEditor.leftOut', { parts: cvPartNames(t, leftOut) })}
        </p>
      )}
      {document?.placeholders && (
        <p className="mb-3 text-xs text-slate-500">{t('blanks.previewPlaceholders')}</p>
      )}
      {blanks.length > 0 && (
        <div
          role="note"
          aria-label={t('blanks.previewTitle', { count: blanks.length })}
          className="mb-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-medium">{t('blanks.previewTitle', { count: blanks.length })}</p>
          <ul className="mt-1 space-y-0.5 text-xs">
            {blanks.slice(0, LISTED).map((blank, index) => (
              <li key={`${blank.path}:${index}`}>
                {blank.field}:{' '}
                <mark className="rounded bg-amber-200 px-1 text-amber-950">{blank.text}</mark>
              </li>
            ))}
            {blanks.length > LISTED && (
              <li>{t('blanks.more', { count: blanks.length - LISTED })}</li>
            )}
          </ul>
          <p className="mt-1 text-xs text-amber-800">{t('blanks.previewNote')}</p>
        </div>
      )}
      {document && (
        <Dialog
          open={fullSize}
          onOpenChange={setFullSize}
          title={t('cvEditor.preview')}
          width="page"
        >
          <div ref={markBlanks} className="rounded-lg bg-slate-100 p-3">
            <FitWidth contentWidth={PAGE_WIDTH_PX}>
              <PagedCv document={document} gap={12} />
            </FitWidth>
          </div>
        </Dialog>
      )}
      <div ref={markBlanks}>
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
    </div>
  );
}
