import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@careercard/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

/** The new password, typed twice, for the account of the link's token. */
export function ResetPasswordForm({
  token,
  onDone,
}: {
  token: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (answer) => onDone(answer.message),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of ['password', 'password_confirmation'] as const) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    }),
  );
  // A used or old link is said above the form, with the way to a new one.
  const linkProblem = reset.error instanceof ApiError ? reset.error.errors.token?.[0] : undefined;
  const otherProblem =
    reset.isError && !(reset.error instanceof ApiError && reset.error.status === 422);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {(linkProblem ?? errors.token?.message) && (
        <ErrorAlert>{linkProblem ?? errors.token?.message}</ErrorAlert>
      )}
      {otherProblem && <ErrorAlert>{describeError(reset.error, t('errors.generic'))}</ErrorAlert>}
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending && <Spinner />}
        {t('auth.setPassword')}
      </Button>
    </form>
  );
}
