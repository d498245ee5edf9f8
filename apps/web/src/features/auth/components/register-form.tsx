import type { RegisterInput } from '@careercard/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useRegister } from '../api/register';

const fields = ['name', 'email', 'password', 'password_confirmation'] as const;
const isField = (key: string): key is (typeof fields)[number] =>
  (fields as readonly string[]).includes(key);

const resolver = lazyZodResolver<RegisterInput>(
  async () => (await import('@careercard/shared/auth')).registerSchema,
);

export function RegisterForm({
  onRegistered,
}: {
  /** `email`: the account's, for the sign-in form to start with. */
  onRegistered: (message: string, email: string) => void;
}) {
  const { t } = useTranslation();
  const registration = useRegister();
  const form = useForm<RegisterInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const send = (values: RegisterInput) =>
    registration.mutate(values, {
      onSuccess: (response) =>
        onRegistered(response.message || t('auth.registered'), values.email.trim()),
      onError: (error) => {
        // 422: each field shows the first of its server messages.
        if (error instanceof ApiError && error.status === 422) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if (isField(field)) form.setError(field, { message: messages[0] });
          }
        } else {
          console.error('Registration failed', error);
        }
      },
    });
  // Fields that fail here are sent too, so a taken address is told with them, not after.
  const submit = form.handleSubmit(send, (invalid) => {
    if (!invalid.email) send(form.getValues());
  });

  const failedOtherwise =
    registration.isError &&
    !(registration.error instanceof ApiError && registration.error.status === 422);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failedOtherwise && (
        <ErrorAlert>{describeError(registration.error, t('errors.generic'))}</ErrorAlert>
      )}
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.password')}
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
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending && <Spinner />}
        {registration.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
