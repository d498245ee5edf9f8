import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ExportButton } from '@/components/ui/export-button';
import { Pager, usePageCount } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { useActivity, useExportActivity, type ActivityFilters } from '../api/get-activity';
import { ActivityFilterBar } from './activity-filter-bar';
import { ActivityList } from './activity-list';

interface ActivityLogProps {
  filters: ActivityFilters;
  page: number;
  /** Staff who see only their own changes choose no one. */
  ownOnly: boolean;
  /** New filters start again at page 1. */
  onFilters: (filters: ActivityFilters) => void;
  onPage: (page: number) => void;
}

/** The Activity page: the filter bar, a page of entries, Previous and Next. */
export function ActivityLog({ filters, page, ownOnly, onFilters, onPage }: ActivityLogProps) {
  const { t } = useTranslation();
  const activity = useActivity({ ...filters, page });
  const data = activity.data;
  const pages = usePageCount(data, !activity.isPlaceholderData, page, onPage);
  const filtered = Object.values(filters).some(Boolean);
  const exporting = useExportActivity();

  return (
    <div className="space-y-4">
      <ActivityFilterBar
        filters={filters}
        actors={data?.actors ?? []}
        showWho={!ownOnly}
        onChange={onFilters}
      />
      <ExportButton
        label={t('activity.exportCsv')}
        busy={exporting.isPending}
        onExport={() => exporting.mutate(filters)}
      />
      {exporting.isError && (
        <ErrorAlert>{describeError(exporting.error, t('errors.generic'))}</ErrorAlert>
      )}
      {activity.isPending && <StatusMessage busy text={t('activity.loading')} />}
      {activity.isError && (
        <ErrorAlert>{describeError(activity.error, t('activity.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <ActivityList
            entries={data.entries}
            empty={filtered ? t('activity.emptyFiltered') : t('activity.empty')}
          />
          <Pager
            label={t('activity.pages')}
            summary={t('activity.pageOf', { page: data.page, pages, count: data.total })}
            page={page}
            pages={pages}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
