import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * How many pages a paged answer makes. A page past the last (an old link, or the last row
 * gone) moves to the last page once the answer for it has come.
 */
export function usePageCount(
  answer: { total: number; pageSize: number } | undefined,
  settled: boolean,
  page: number,
  onPage: (page: number) => void,
): number {
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const beyond = answer !== undefined && settled && page > pages;
  useEffect(() => {
    if (beyond) onPage(pages);
  }, [beyond, pages, onPage]);
  return pages;
}

/** Under a paged list: where it stands ("Page 2 of 5 · 43 users"), Previous and Next. */
export function Pager({
  label,
  summary,
  page,
  pages,
  onPage,
}: {
  label: string;
  summary: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 text-sm text-slate-600"
    >
      <span>{summary}</span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}

/**
 * The Pager of a staff list that is usually short: shown once there is a second page, saying
 * where the list stands ("Page 1 of 2 · 31 in all").
 */
export function ListPager({
  answer,
  settled,
  page,
  onPage,
}: {
  answer: { page: number; total: number; pageSize: number } | undefined;
  /** The answer is for `page` (not the previous page's, shown while it loads). */
  settled: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = usePageCount(answer, settled, page, onPage);
  if (!answer || (pages === 1 && page === 1)) return null;
  return (
    <Pager
      label={t('pager.label')}
      summary={t('pager.summary', { page: answer.page, pages, count: answer.total })}
      page={page}
      pages={pages}
      onPage={onPage}
    />
  );
}
