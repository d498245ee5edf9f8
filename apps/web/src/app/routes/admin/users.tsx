import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { DEFAULT_USER_ORDER, USER_FILTERS } from '@/features/users/api/get-users';
import { UserTable } from '@/features/users/components/user-table';
import { useListAddress } from '@/lib/use-list-address';
import { SavedViewsBar } from '@/features/saved-views/components/saved-views-bar';
import { AdminSection } from './section';

/** /admin/users: the filters, the order and the page live in the address. */
export function Component() {
  const navigate = useNavigate();
  const list = useListAddress(USER_FILTERS, DEFAULT_USER_ORDER);
  return (
    <AdminSection
      titleKey="admin.nav.users"
      subtitleKey="admin.users.subtitle"
      permission="manage_users"
    >
      <div className="space-y-4">
        <SavedViewsBar screen="users" />
        <UserTable {...list} onImpersonated={() => void navigate(paths.dashboard.home)} />
      </div>
    </AdminSection>
  );
}
