import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountSchema, type DeleteAccountInput } from '@careercard/shared/account-security';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { session } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6';

/** The password again, and plain words on what goes and what stays, before the account goes. */
function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: (answer) => onDeleted(answer.message),
      onError: (error) => {
        const message = error instanceof ApiError ? error.errors.password?.[0] : undefined;
        if (message) form.setError('password', { message });
      },
    }),
  );
  const fieldError = remove.error instanceof ApiError && remove.error.errors.password;
  const problem =
    remove.isError && !fieldError ? describeError(remove.error, t('yourData.delete.failed')) : null;

  return (
    <FormDialog
      title={t('yourData.delete.dialogTitle')}
      problem={problem}
      busy={remove.isPending}
      submitLabel={t('yourData.delete.confirm')}
      destructive
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-red-800">
          <strong>{t('yourData.delete.removedTitle')}</strong> {t('yourData.delete.removed')}
        </p>
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
          <strong>{t('yourData.delete.keptTitle')}</strong> {t('yourData.delete.kept')}
        </p>
      </div>
      <TextField
        label={t('yourData.delete.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
    </FormDialog>
  );
}

/** Your data: everything kept about the account as a ZIP, and closing the account. */
export function YourData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once the account is gone the browser goes home, and forgets its session only when this
  // screen has left: ended any sooner, the dashboard would send it to the sign-in page.
  const deletedMessage = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (deletedMessage.current === null) return;
      session.end();
      queryClient.clear();
      showFlash(deletedMessage.current);
    },
    [queryClient, showFlash],
  );
  const onDeleted = (message: string) => {
    deletedMessage.current = message;
    void navigate(paths.home, { replace: true });
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="download-data-title" className={card}>
        <h2 id="download-data-title" className="text-lg font-semibold text-slate-900">
          {t('yourData.download.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('yourData.download.intro')}</p>
        {download.isError && (
          <div className="mt-4">
            <ErrorAlert>{describeError(download.error, t('yourData.download.failed'))}</ErrorAlert>
          </div>
        )}
        <Button className="mt-4" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download className="size-4" aria-hidden />
          )}
          {t('yourData.download.button')}
        </Button>
      </section>

      <section aria-labelledby="delete-account-title" className={`${card} border-red-200`}>
        <h2 id="delete-account-title" className="text-lg font-semibold text-red-700">
          {t('yourData.delete.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('yourData.delete.intro')}</p>
        <Button variant="danger" className="mt-4" onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden />
          {t('yourData.delete.button')}
        </Button>
      </section>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </div>
  );
}
