import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { useSignInWithCode, type SignInAs } from '../api/sign-in';

interface TwoFactorStepProps {
  as: SignInAs;
  challenge: string;
  onSignedIn: (message: string) => void;
  /** The challenge ended (timed out, or too many wrong codes): the password again. */
  onRestart: (reason: string) => void;
}

/** The second step of a sign-in: the authenticator app's six digits, or a recovery code. */
export function TwoFactorStep({ as, challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithCode(as);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      const response = await signIn.mutateAsync({ challenge, code });
      onSignedIn(response.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onRestart(error.message);
      else setCode('');
    }
  };

  const fieldError =
    signIn.error instanceof ApiError && signIn.error.status === 422
      ? (signIn.error.errors.code?.[0] ?? signIn.error.message)
      : undefined;
  const otherError = signIn.isError && !fieldError;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t('twoFactor.step.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {recovery ? t('twoFactor.step.recoveryIntro') : t('twoFactor.step.intro')}
        </p>
      </div>
      {otherError && (
        <ErrorAlert>{describeError(signIn.error, t('twoFactor.step.failed'))}</ErrorAlert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('twoFactor.step.recoveryLabel') : t('twoFactor.step.codeLabel')}
        autoFocus
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        maxLength={recovery ? 24 : 8}
        placeholder={recovery ? 'abcd-efgh-ijkm-npqr' : '123456'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('twoFactor.step.required') : fieldError}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {t('twoFactor.step.submit')}
      </Button>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 hover:underline"
        onClick={() => {
          setRecovery((current) => !current);
          setCode('');
          signIn.reset();
        }}
      >
        {recovery ? t('twoFactor.step.useApp') : t('twoFactor.step.useRecovery')}
      </button>
    </form>
  );
}
