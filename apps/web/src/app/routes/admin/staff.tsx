import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useRoles } from '@/features/staff/api/get-roles';
import { useStaff } from '@/features/staff/api/get-staff';
import { RoleList } from '@/features/staff/components/role-list';
import { StaffTable } from '@/features/staff/components/staff-table';
import { describeError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
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
  const staff = useStaff();
  const roles = useRoles();
  if (staff.isPending || roles.isPending)
    return <StatusMessage busy text={t('admin.staff.loading')} />;
  if (staff.isError || roles.isError)
    return (
      <ErrorAlert>
        {describeError(staff.error ?? roles.error, t('admin.staff.loadFailed'))}
      </ErrorAlert>
    );
  const myRoleId = staff.data.find((member) => member.id === myId)?.roleId;
  // What the signed-in member may hand out; the server decides, the screen only offers it.
  const myRole = roles.data.find((role) => role.id === myRoleId);
  return (
    <Tabs
      label={t('admin.nav.staff')}
      tabs={[
        {
          value: 'members',
          label: t('admin.staff.tab'),
          content: <StaffTable staff={staff.data} roles={roles.data} myId={myId} myRole={myRole} />,
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
