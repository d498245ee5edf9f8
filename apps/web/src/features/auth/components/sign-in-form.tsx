import type { LoginInput } from '@careercard/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useSignIn, type SignInAs } from '../api/sign-in';
import { TwoFactorStep } from './two-factor-step';

interface SignInFormProps {
  as: SignInAs;
  onSignedIn: (message: string) => void;
  /** The e-mail to start with (just registered). */
  email?: string;
}

const resolver = lazyZodResolver<LoginInput>(
  async () => (await import('@careercard/shared/auth')).loginSchema,
);

/** The e-mail and password; when the account has two-factor sign-in on, then its code. */
export function SignInForm({ as, onSignedIn, email = '' }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn(as);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;

  // mutateAsync: the session starting unmounts this form, and its result must still be told.
  const submit = form.handleSubmit(async (values) => {
    setTimedOut(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.challenge !== undefined) {
        setChallenge(result.challenge);
        return;
      }
      onSignedIn(result.message || (as === 'admin' ? t('auth.adminSignedIn') : t('auth.signedIn')));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const [field, messages] of Object.entries(error.errors)) {
        if (field === 'email' || field === 'password')
          form.setError(field, { message: messages[0] });
      }
    }
  });

  if (challenge !== null) {
    return (
      <TwoFactorStep
        as={as}
        challenge={challenge}
        onSignedIn={onSignedIn}
        onRestart={(reason) => {
          setChallenge(null);
          setTimedOut(reason);
          form.setValue('password', '');
        }}
      />
    );
  }

  const fallback =
    as === 'admin' ? t('auth.invalidAdminCredentials') : t('auth.invalidCredentials');
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {timedOut && <ErrorAlert>{timedOut}</ErrorAlert>}
      {signIn.isError && <ErrorAlert>{describeError(signIn.error, fallback)}</ErrorAlert>}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
