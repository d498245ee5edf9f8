import { DELETE_USER_FAILED_MESSAGE, type AdminUser } from '@careercard/shared/admin-users';
import { Ban, CircleCheck, KeyRound, LogIn, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { ExportButton } from '@/components/ui/export-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager, usePageCount } from '@/components/ui/pager';
import { BulkActions } from '@/components/ui/bulk-actions';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { useSelection } from '@/lib/use-selection';
import { formatDateTime } from '@/lib/format';
import { tableSort } from '@/lib/use-list-address';
import { useDeleteUser } from '../api/delete-user';
import { useImpersonateUser } from '../api/impersonate-user';
import { useBulkUsers, useExportUsers } from '../api/bulk-users';
import { useUsers, type UserFilters, type UserOrder } from '../api/get-users';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetUserStatus } from '../api/set-user-status';
import { UserFilterBar } from './user-filter-bar';

interface UserTableProps {
  filters: UserFilters;
  order: UserOrder;
  page: number;
  /** Signed in as the user: the page goes to their dashboard. */
  onImpersonated: () => void;
  /** New filters start again at page 1 (the spec's search does). */
  onFilters: (filters: UserFilters) => void;
  onOrder: (order: UserOrder) => void;
  onPage: (page: number) => void;
}

type Pending = {
  user: AdminUser;
  action: 'impersonate' | 'resetPassword' | 'suspend' | 'unsuspend' | 'delete';
};

/**
 * User Management: find accounts by search and filters, sort them, and suspend, unsuspend or
 * delete one or many (each confirmed); the matching accounts download as CSV.
 */
export function UserTable({
  filters,
  order,
  page,
  onFilters,
  onOrder,
  onPage,
  onImpersonated,
}: UserTableProps) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const users = useUsers({ filters, order, page });
  const bulk = useBulkUsers();
  const exporting = useExportUsers();
  const [selected, setSelected] = useSelection(filters);
  const names = new Map(users.data?.users.map((user) => [user.id, user.name]));
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const reset = useSendPasswordReset();
  const impersonate = useImpersonateUser();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { user, action } = pending;
    const done = (message: string) => {
      setPending(null);
      showFlash(message);
    };
    const failed = (fallback: string) => (error: unknown) => {
      setPending(null);
      setProblem(describeError(error, fallback));
    };
    setProblem(null);
    if (action === 'impersonate') {
      impersonate.mutate(user.id, {
        onSuccess: onImpersonated,
        onError: failed(t('errors.generic')),
      });
    } else if (action === 'resetPassword') {
      reset.mutate(user.id, {
        onSuccess: (answer) => done(answer.message),
        onError: failed(t('errors.generic')),
      });
    } else if (action === 'delete') {
      remove.mutate(user.id, {
        onSuccess: (answer) => done(answer.message),
        onError: failed(DELETE_USER_FAILED_MESSAGE),
      });
    } else {
      setStatus.mutate(
        { userId: user.id, suspend: action === 'suspend' },
        { onSuccess: (answer) => done(answer.message), onError: failed(t('errors.generic')) },
      );
    }
  };

  const data = users.data;
  const pages = usePageCount(data, !users.isPlaceholderData, page, onPage);
  return (
    <div className="space-y-4">
      <UserFilterBar filters={filters} onChange={onFilters} />
      <ExportButton
        label={t('admin.users.exportCsv')}
        busy={exporting.isPending}
        onExport={() =>
          exporting.mutate(filters, {
            onError: (error) => setProblem(describeError(error, t('errors.generic'))),
          })
        }
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        actions={[
          { key: 'suspend', label: t('admin.users.suspend') },
          { key: 'unsuspend', label: t('admin.users.unsuspend') },
          { key: 'delete', label: t('admin.users.delete'), destructive: true },
        ]}
        nameOf={(id) => names.get(Number(id))}
        confirmMessage={(action, count) => t(`admin.users.confirmBulk.${action}`, { count })}
      />
      {users.isPending && <StatusMessage busy text={t('admin.users.loading')} />}
      {users.isError && (
        <ErrorAlert>{describeError(users.error, t('admin.users.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <DataTable
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (row) => t('admin.users.selectNamed', { name: row.label }),
              allLabel: t('admin.users.selectPage'),
            }}
            sort={tableSort(order, onOrder, ['created_at'])}
            columns={[
              { label: t('admin.users.name'), sortKey: 'name' },
              { label: t('admin.users.email'), sortKey: 'email' },
              {
                label: t('admin.users.registered'),
                className: 'whitespace-nowrap',
                sortKey: 'created_at',
              },
              { label: t('admin.users.status'), sortKey: 'status' },
              { label: t('admin.users.actions'), className: 'text-right', actions: true },
            ]}
            empty={t('admin.users.empty')}
            rows={data.users.map((user) => ({
              key: String(user.id),
              label: user.name,
              cells: [
                <span className="font-medium break-words text-slate-900">{user.name}</span>,
                <span className="break-all">{user.email}</span>,
                formatDateTime(user.created_at),
                <span
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
                    user.status === 'Active'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-red-100 text-red-800',
                  )}
                >
                  {t(`admin.users.statuses.${user.status}`)}
                </span>,
                <div className="flex flex-wrap justify-end gap-2">
                  {user.status === 'Active' && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('admin.users.impersonateNamed', { name: user.name })}
                      onClick={() => setPending({ user, action: 'impersonate' })}
                    >
                      <LogIn className="size-4" aria-hidden />
                      {t('admin.users.impersonate')}
                    </Button>
                  )}
                  {user.status === 'Active' && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('admin.users.resetPasswordNamed', { name: user.name })}
                      onClick={() => setPending({ user, action: 'resetPassword' })}
                    >
                      <KeyRound className="size-4" aria-hidden />
                      {t('admin.users.resetPassword')}
                    </Button>
                  )}
                  {user.status === 'Active' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('admin.users.suspendNamed', { name: user.name })}
                      onClick={() => setPending({ user, action: 'suspend' })}
                    >
                      <Ban className="size-4" aria-hidden />
                      {t('admin.users.suspend')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('admin.users.unsuspendNamed', { name: user.name })}
                      onClick={() => setPending({ user, action: 'unsuspend' })}
                    >
                      <CircleCheck className="size-4" aria-hidden />
                      {t('admin.users.unsuspend')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('admin.users.deleteNamed', { name: user.name })}
                    onClick={() => setPending({ user, action: 'delete' })}
                  >
                    <Trash2 className="size-4 text-red-600" aria-hidden />
                  </Button>
                </div>,
              ],
            }))}
          />
          <Pager
            label={t('admin.users.pages')}
            summary={t('admin.users.pageOf', { page: data.page, pages, count: data.total })}
            page={page}
            pages={pages}
            onPage={onPage}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        message={
          pending ? t(`admin.users.confirm.${pending.action}`, { name: pending.user.name }) : ''
        }
        confirmLabel={pending ? t(`admin.users.${pending.action}`) : ''}
        busy={remove.isPending || setStatus.isPending || reset.isPending || impersonate.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
