import { DELETE_USER_FAILED_MESSAGE, type AdminUser } from '@careercard/shared/admin-users';
import { Ban, CircleCheck, KeyRound, LogIn, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager, usePageCount } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { useDeleteUser } from '../api/delete-user';
import { useImpersonateUser } from '../api/impersonate-user';
import { useUsers } from '../api/get-users';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSetUserStatus } from '../api/set-user-status';

interface UserTableProps {
  search: string;
  page: number;
  /** Signed in as the user: the page goes to their dashboard. */
  onImpersonated: () => void;
  /** A new search starts again at page 1 (the spec). */
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
}

type Pending = {
  user: AdminUser;
  action: 'impersonate' | 'resetPassword' | 'suspend' | 'unsuspend' | 'delete';
};

/** User Management: find an account, suspend or unsuspend it, or delete it, each confirmed. */
export function UserTable({ search, page, onSearch, onPage, onImpersonated }: UserTableProps) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const users = useUsers({ search, page });
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const reset = useSendPasswordReset();
  const impersonate = useImpersonateUser();
  const [typed, setTyped] = useState(search);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Searches as the operator types, once they pause.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => onSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

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
      <div className="relative max-w-md">
        <Search className="absolute bottom-3.5 left-3 size-4 text-slate-400" aria-hidden />
        <TextField
          label={t('admin.users.search')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('admin.users.searchPlaceholder')}
          maxLength={200}
          className="[&_input]:pl-9"
        />
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {users.isPending && <StatusMessage busy text={t('admin.users.loading')} />}
      {users.isError && (
        <ErrorAlert>{describeError(users.error, t('admin.users.loadFailed'))}</ErrorAlert>
      )}
      {data && (
        <>
          <DataTable
            columns={[
              { label: t('admin.users.name') },
              { label: t('admin.users.email') },
              { label: t('admin.users.registered'), className: 'whitespace-nowrap' },
              { label: t('admin.users.status') },
              { label: t('admin.users.actions'), className: 'text-right', actions: true },
            ]}
            empty={t('admin.users.empty')}
            rows={data.users.map((user) => ({
              key: String(user.id),
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
