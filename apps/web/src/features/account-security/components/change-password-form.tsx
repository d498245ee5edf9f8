import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  type ChangePasswordInput,
} from '@careercard/shared/account-security';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY: ChangePasswordInput = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/** Security: the current password, then the new one twice; other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset(EMPTY);
        showFlash(answer.message);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    }),
  );

  // Field errors are said under their fields; anything else above the form, in the spec's words.
  const fieldErrors =
    change.error instanceof ApiError &&
    change.error.status === 422 &&
    FIELDS.some((field) => change.error instanceof ApiError && change.error.errors[field]);
  let problem: string | null = null;
  if (change.error instanceof NetworkError) problem = t('security.password.networkError');
  else if (change.isError && !fieldErrors) {
    problem =
      (change.error instanceof ApiError && change.error.message) || t('security.password.failed');
  }

  return (
    <section
      aria-labelledby="change-password-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        {t('security.password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('security.password.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-5 max-w-md space-y-4">
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <TextField
          label={t('security.password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={t('security.password.new')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.passwordHint')}
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <TextField
          label={t('security.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.new_password_confirmation?.message}
          {...form.register('new_password_confirmation')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner className="size-4" />}
          {t('security.password.submit')}
        </Button>
      </form>
    </section>
  );
}
