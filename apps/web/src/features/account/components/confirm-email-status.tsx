import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, describeError } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';

/** /confirm-email?token=…: follows the link sent to a new e-mail address and says how it went. */
export function ConfirmEmailStatus({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail(token);

  if (!token) return <ErrorAlert>{t('account.confirm.noToken')}</ErrorAlert>;
  if (confirm.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> {t('account.confirm.working')}
      </p>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const said =
      error instanceof ApiError ? (error.errors.token?.[0] ?? error.errors.email?.[0]) : undefined;
    return <ErrorAlert>{said ?? describeError(error, t('account.confirm.failed'))}</ErrorAlert>;
  }
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      {confirm.data.message}
    </p>
  );
}
