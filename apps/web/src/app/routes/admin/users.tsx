import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { UserTable } from '@/features/users/components/user-table';
import { AdminSection } from './section';

/** /admin/users: the search and the page live in the address, so a reload keeps them. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = useCallback(
    (next: { search: string; page: number }) =>
      setParams(
        {
          ...(next.search ? { search: next.search } : {}),
          ...(next.page > 1 ? { page: String(next.page) } : {}),
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((text: string) => go({ search: text, page: 1 }), [go]);
  const onPage = useCallback((number: number) => go({ search, page: number }), [go, search]);
  return (
    <AdminSection
      titleKey="admin.nav.users"
      subtitleKey="admin.users.subtitle"
      permission="manage_users"
    >
      <UserTable
        search={search}
        page={page}
        onSearch={onSearch}
        onPage={onPage}
        onImpersonated={() => void navigate(paths.dashboard.home)}
      />
    </AdminSection>
  );
}
