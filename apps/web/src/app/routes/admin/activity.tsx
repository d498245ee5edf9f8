import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ActivityLog } from '@/features/activity/components/activity-log';
import type { ActivityFilters } from '@/features/activity/api/get-activity';
import { useSession } from '@/lib/session';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { AdminSection } from './section';

const FILTERS = ['actor', 'action', 'from', 'to'] as const;

/** /admin/activity: for any staff member; the filters and the page live in the address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const ownOnly = !(useSession()?.user.permissions.includes('manage_staff') ?? false);
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = useCallback(
    (next: ActivityFilters & { page: number }) => {
      const query: Record<string, string> = {};
      for (const name of FILTERS) if (next[name]) query[name] = next[name];
      if (next.page > 1) query.page = String(next.page);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const filters = { actor, action, from, to };
  const onFilters = useCallback((next: ActivityFilters) => go({ ...next, page: 1 }), [go]);
  const onPage = useCallback(
    (number: number) => go({ actor, action, from, to, page: number }),
    [go, actor, action, from, to],
  );
  return (
    <AdminSection
      titleKey="admin.nav.activity"
      subtitleKey={ownOnly ? 'activity.ownOnly' : 'activity.subtitle'}
    >
      <div className="space-y-4">
        <SavedViewsBar screen="activity" />
        <ActivityLog
          filters={filters}
          page={page}
          ownOnly={ownOnly}
          onFilters={onFilters}
          onPage={onPage}
        />
      </div>
    </AdminSection>
  );
}
