import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  DEFAULT_USER_ORDER,
  USER_FILTERS,
  type UserFilters,
  type UserOrder,
} from '@/features/users/api/get-users';
import { UserTable } from '@/features/users/components/user-table';
import { AdminSection } from './section';

/**
 * /admin/users: the filters, the order and the page live in the address, so a reload keeps them
 * and a link shares them.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        USER_FILTERS.map((name) => [name, params.get(name) ?? '']),
      ) as unknown as UserFilters,
    [params],
  );
  const order = useMemo<UserOrder>(
    () => ({
      sort: params.get('sort') ?? DEFAULT_USER_ORDER.sort,
      dir:
        params.get('dir') === 'asc' ? 'asc' : params.get('sort') ? 'desc' : DEFAULT_USER_ORDER.dir,
    }),
    [params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = useCallback(
    (next: { filters: UserFilters; order: UserOrder; page: number }) => {
      const query: Record<string, string> = {};
      for (const name of USER_FILTERS) if (next.filters[name]) query[name] = next.filters[name];
      if (
        next.order.sort !== DEFAULT_USER_ORDER.sort ||
        next.order.dir !== DEFAULT_USER_ORDER.dir
      ) {
        query.sort = next.order.sort;
        query.dir = next.order.dir;
      }
      if (next.page > 1) query.page = String(next.page);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const onFilters = useCallback(
    (next: UserFilters) => go({ filters: next, order, page: 1 }),
    [go, order],
  );
  const onOrder = useCallback(
    (next: UserOrder) => go({ filters, order: next, page: 1 }),
    [go, filters],
  );
  const onPage = useCallback(
    (number: number) => go({ filters, order, page: number }),
    [go, filters, order],
  );
  return (
    <AdminSection
      titleKey="admin.nav.users"
      subtitleKey="admin.users.subtitle"
      permission="manage_users"
    >
      <UserTable
        filters={filters}
        order={order}
        page={page}
        onFilters={onFilters}
        onOrder={onOrder}
        onPage={onPage}
        onImpersonated={() => void navigate(paths.dashboard.home)}
      />
    </AdminSection>
  );
}
