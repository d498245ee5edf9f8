import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ListPager } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useRoles } from '@/features/staff/api/get-roles';
import { DEFAULT_STAFF_ORDER, useStaff } from '@/features/staff/api/get-staff';
import { RoleList } from '@/features/staff/components/role-list';
import { StaffTable } from '@/features/staff/components/staff-table';
import { describeError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { NO_FILTERS, useListAddress } from '@/lib/use-list-address';
import { AdminSection } from './section';

/** /admin/staff: the tabs 'Staff Members' and 'Roles & Permissions'. */
export function Component() {
  return (
    <AdminSection
      titleKey="admin.nav.staff"
      subtitleKey="admin.staff.subtitle"
      permission="manage_staff"
    >
      <StaffManagement />
    </AdminSection>
  );
}

function StaffManagement() {
  const { t } = useTranslation();
  const myId = useSession()?.user.id ?? 0;
  const { order, page, onOrder, onPage } = useListAddress(NO_FILTERS, DEFAULT_STAFF_ORDER);
  const staff = useStaff({ order, page });
  const roles = useRoles();
  if (staff.isPending || roles.isPending)
    return <StatusMessage busy text={t('admin.staff.loading')} />;
  if (staff.isError || roles.isError)
    return (
      <ErrorAlert>
        {describeError(staff.error ?? roles.error, t('admin.staff.loadFailed'))}
      </ErrorAlert>
    );
  // What the signed-in member may hand out; the server decides, the screen only offers it.
  const myRole = roles.data.find((role) => role.id === staff.data.myRoleId);
  return (
    <Tabs
      label={t('admin.nav.staff')}
      tabs={[
        {
          value: 'members',
          label: t('admin.staff.tab'),
          content: (
            <div className="space-y-4">
              <StaffTable
                staff={staff.data.data}
                roles={roles.data}
                myId={myId}
                myRole={myRole}
                order={order}
                onOrder={onOrder}
              />
              <ListPager
                answer={staff.data}
                settled={!staff.isPlaceholderData}
                page={page}
                onPage={onPage}
              />
            </div>
          ),
        },
        {
          value: 'roles',
          label: t('admin.roles.tab'),
          content: <RoleList roles={roles.data} myRole={myRole} />,
        },
      ]}
    />
  );
}
