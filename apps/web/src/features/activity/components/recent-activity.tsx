import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-client';
import { useActivity } from '../api/get-activity';
import { ActivityList } from './activity-list';

const LATEST = 5;

/** The dashboard's Recent Activity: the latest changes, and the way to all of them. */
export function RecentActivity() {
  const { t } = useTranslation();
  const activity = useActivity({ actor: '', action: '', from: '', to: '', page: 1 });
  return (
    <div className="mt-2">
      {activity.isPending && (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner className="text-brand-600" />
          {t('activity.loading')}
        </div>
      )}
      {activity.isError && (
        <ErrorAlert>{describeError(activity.error, t('activity.loadFailed'))}</ErrorAlert>
      )}
      {activity.data && (
        <ActivityList
          compact
          entries={activity.data.entries.slice(0, LATEST)}
          empty={t('activity.empty')}
        />
      )}
      <Link
        to={paths.admin.activity}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 pointer-coarse:min-h-11"
      >
        {t('activity.viewAll')}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
