import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@careercard/shared/auth';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; the answer reads the same whether the address has an account. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
  });
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.errors.email?.[0] : undefined;
        if (message) form.setError('email', { message });
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        <MailCheck className="size-5 shrink-0" aria-hidden />
        <p>{request.data.message}</p>
      </div>
    );
  }
  const fieldError = request.error instanceof ApiError && request.error.status === 422;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {request.isError && !fieldError && (
        <ErrorAlert>{describeError(request.error, t('errors.generic'))}</ErrorAlert>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending && <Spinner />}
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}
