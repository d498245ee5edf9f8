import { FALLBACK_ROLE_ID, permissions, type Permission } from '@careercard/shared/permissions';
import { canGrant, type Role } from '@careercard/shared/staff';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { useDeleteRole } from '../api/delete-role';
import { RoleFormDialog } from './role-form-dialog';

/**
 * Roles & Permissions: each role with what it allows. The Super Admin role is locked; the
 * role the signed-in member holds cannot be changed by them.
 */
export function RoleList({ roles, myRole }: { roles: Role[]; myRole: Role | undefined }) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Role | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('admin.roles.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <ul className="grid gap-4 md:grid-cols-2">
        {roles.map((role) => (
          <li
            key={role.id}
            aria-label={role.name}
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  {role.name}
                  {role.locked && <Lock className="size-4 text-slate-400" aria-hidden />}
                </h3>
                <p className="text-sm text-slate-500">
                  {t('admin.roles.staffCount', { count: role.staffCount })}
                </p>
              </div>
              {!role.locked && role.id !== myRole?.id && !!myRole && canGrant(myRole, role) && (
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('admin.roles.editNamed', { name: role.name })}
                    onClick={() => setEditing(role)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  {role.id !== FALLBACK_ROLE_ID && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('admin.roles.deleteNamed', { name: role.name })}
                      onClick={() => setDeleting(role)}
                    >
                      <Trash2 className="size-4 text-red-600" aria-hidden />
                    </Button>
                  )}
                </div>
              )}
            </div>
            {role.locked && (
              <p className="mt-2 text-xs text-slate-500">{t('admin.roles.locked')}</p>
            )}
            {role.id === myRole?.id && !role.locked && (
              <p className="mt-2 text-xs text-slate-500">{t('admin.roles.yours')}</p>
            )}
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('admin.roles.permissions')}>
              {role.permissions.length === 0 && (
                <li className="text-sm text-slate-500">{t('admin.roles.none')}</li>
              )}
              {role.permissions.map((key) => (
                <li
                  key={key}
                  className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
                >
                  {permissions[key as Permission] ?? key}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {editing !== null && (
        <RoleFormDialog
          role={editing === 'new' ? null : editing}
          held={myRole?.permissions ?? []}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showFlash(message);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('admin.roles.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.roles.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: (answer) => showFlash(answer.message),
            onError: (error) => setProblem(describeError(error, t('errors.generic'))),
          })
        }
      />
    </div>
  );
}
