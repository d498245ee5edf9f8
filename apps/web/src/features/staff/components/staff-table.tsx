import { SUPER_ADMIN_ROLE_ID } from '@careercard/shared/permissions';
import { canGrant, type Role, type StaffMember } from '@careercard/shared/staff';
import { KeyRound, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { tableSort, type ListOrder } from '@/lib/use-list-address';
import { useDeleteStaffMember } from '../api/delete-staff-member';
import { useReinviteStaffMember } from '../api/reinvite-staff-member';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { StaffFormDialog } from './staff-form-dialog';

/** Staff Members: who works in the back office, with which role; the signed-in one is marked. */
export function StaffTable({
  staff,
  roles,
  myId,
  myRole,
  order,
  onOrder,
}: {
  /** A page of them. */
  staff: StaffMember[];
  roles: Role[];
  myId: number;
  /** The signed-in member's role: they hand out and touch only what it holds. */
  myRole: Role | undefined;
  order: ListOrder;
  onOrder: (order: ListOrder) => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const remove = useDeleteStaffMember();
  const reinvite = useReinviteStaffMember();
  const [editing, setEditing] = useState<StaffMember | null | 'new'>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  // Only a Super Admin may clear another member's second factor (the server holds the rule).
  const mayReset = (member: StaffMember) =>
    myRole?.id === SUPER_ADMIN_ROLE_ID && member.twoFactor && member.id !== myId;
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: unknown) => setProblem(describeError(error, t('errors.generic')));
  const grantable = (role: Pick<Role, 'id' | 'permissions'>) => !!myRole && canGrant(myRole, role);
  const manageable = (member: StaffMember) =>
    grantable({
      id: member.roleId,
      permissions: roles.find((role) => role.id === member.roleId)?.permissions ?? [],
    });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('admin.staff.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <DataTable
        sort={tableSort(order, onOrder, ['created_at'])}
        columns={[
          { label: t('admin.staff.name'), sortKey: 'name' },
          { label: t('admin.staff.email'), sortKey: 'email' },
          { label: t('admin.staff.role'), sortKey: 'role' },
          { label: t('admin.staff.status') },
          { label: t('admin.staff.twoFactor') },
          { label: t('admin.staff.actions'), className: 'text-right', actions: true },
        ]}
        rows={staff.map((member) => ({
          key: String(member.id),
          cells: [
            <span className="font-medium text-slate-900">
              {member.name}
              {member.id === myId && (
                <span className="ml-2 text-xs font-normal text-slate-500">
                  {t('admin.staff.you')}
                </span>
              )}
            </span>,
            <span className="break-all">
              {member.email}
              {member.pendingEmail && (
                <span className="block text-xs text-amber-700">
                  {t('admin.staff.pendingEmail', { email: member.pendingEmail })}
                </span>
              )}
            </span>,
            member.roleName,
            <span
              className={cn(
                'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
                member.joined ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800',
              )}
            >
              {member.joined ? t('admin.staff.joined') : t('admin.staff.invited')}
            </span>,
            member.twoFactor ? (
              <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-green-800">
                {t('admin.staff.twoFactorOn')}
              </span>
            ) : (
              <span className="text-xs text-slate-500">{t('admin.staff.twoFactorOff')}</span>
            ),
            <div className="flex justify-end gap-2">
              {!manageable(member) ? (
                <span className="text-xs text-slate-500">{t('admin.staff.beyondYou')}</span>
              ) : null}
              {manageable(member) && !member.joined && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={reinvite.isPending}
                  onClick={() =>
                    reinvite.mutate(member.id, {
                      onSuccess: (answer) => showFlash(answer.message),
                      onError: failed,
                    })
                  }
                >
                  <Mail className="size-4" aria-hidden />
                  {t('admin.staff.reinvite')}
                </Button>
              )}
              {mayReset(member) && (
                <Button size="sm" variant="outline" onClick={() => setResetting(member)}>
                  <KeyRound className="size-4" aria-hidden />
                  {t('admin.staff.resetTwoFactor')}
                </Button>
              )}
              {manageable(member) && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('admin.staff.editNamed', { name: member.name })}
                  onClick={() => setEditing(member)}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
              )}
              {manageable(member) && member.id !== myId && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.staff.removeNamed', { name: member.name })}
                  onClick={() => setRemoving(member)}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                </Button>
              )}
            </div>,
          ],
        }))}
      />
      {editing !== null && (
        <StaffFormDialog
          grantable={grantable}
          member={editing === 'new' ? null : editing}
          roles={roles}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showFlash(message);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={t('admin.staff.confirmRemove', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.staff.remove')}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onSuccess: (answer) => showFlash(answer.message),
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        message={t('admin.staff.confirmResetTwoFactor', { name: resetting?.name ?? '' })}
        confirmLabel={t('admin.staff.resetTwoFactor')}
        busy={resetTwoFactor.isPending}
        onConfirm={() =>
          resetting &&
          resetTwoFactor.mutate(resetting.id, {
            onSettled: () => setResetting(null),
            onSuccess: (answer) => showFlash(answer.message),
            onError: failed,
          })
        }
      />
    </div>
  );
}
