import type { TwoFactorSetup } from '@careercard/shared/two-factor';
import { Download, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { StatusMessage, Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError, saveFile } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

/** The 422's message for one field, or undefined. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError && error.status === 422 ? error.errors[field]?.[0] : undefined;

/** An error not said under a field: above the form. */
function problemOf(error: unknown, fields: string[], fallback: string): string | null {
  if (!error) return null;
  if (fields.some((field) => fieldError(error, field))) return null;
  return describeError(error, fallback);
}

/** Ten codes shown once: copy, download as a text file, and confirm they are kept. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('twoFactor.codes.intro')}</p>
      <ol
        aria-label={t('twoFactor.codes.listLabel')}
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={text}
          label={t('twoFactor.codes.copy')}
          copiedLabel={t('twoFactor.codes.copied')}
        />
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              new Blob([`${t('twoFactor.codes.fileHeading')}\n\n${text}\n`], {
                type: 'text/plain;charset=utf-8',
              }),
              'careercard-recovery-codes.txt',
            )
          }
        >
          <Download className="size-4" aria-hidden />
          {t('twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codes.done')}</Button>
      </div>
    </div>
  );
}

/** Scan (or type) the secret, then the app's first code and the password turn it on. */
function SetupSteps({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[], message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code, password },
      { onSuccess: (answer) => onEnabled(answer.data.recoveryCodes, answer.message) },
    );
  };
  const problem = problemOf(enable.error, ['code', 'password'], t('twoFactor.setup.failed'));
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-5 ps-5 text-sm text-slate-700">
        <li>
          <p>{t('twoFactor.setup.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt={t('twoFactor.setup.qrAlt')}
            width={192}
            height={192}
            className="mt-3 rounded-lg border border-slate-200 bg-white"
          />
          <p className="mt-3">{t('twoFactor.setup.typeInstead')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              aria-label={t('twoFactor.setup.keyLabel')}
              className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm tracking-wide text-slate-900"
            >
              {grouped}
            </code>
            <CopyButton
              size="sm"
              text={setup.secret}
              label={t('twoFactor.setup.copyKey')}
              copiedLabel={t('twoFactor.codes.copied')}
            />
          </div>
        </li>
        <li>
          <p>{t('twoFactor.setup.enterCode')}</p>
          <form onSubmit={submit} noValidate className="mt-3 max-w-sm space-y-4">
            {problem && <ErrorAlert>{problem}</ErrorAlert>}
            <TextField
              label={t('twoFactor.setup.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError(enable.error, 'code')}
            />
            <TextField
              label={t('twoFactor.passwordLabel')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError(enable.error, 'password')}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending}>
                {enable.isPending && <Spinner className="size-4" />}
                {t('twoFactor.setup.turnOn')}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

type Confirming = 'disable' | 'renew' | null;

/** The password and a current code, to turn it off or to make new recovery codes. */
function PasswordAndCodeDialog({
  kind,
  onClose,
  onRenewed,
}: {
  kind: 'disable' | 'renew';
  onClose: () => void;
  onRenewed: (codes: string[], message: string) => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const action = kind === 'disable' ? disable : renew;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = () => {
    if (kind === 'disable') {
      disable.mutate(
        { password, code },
        {
          onSuccess: (answer) => {
            showFlash(answer.message);
            onClose();
          },
        },
      );
    } else {
      renew.mutate(
        { password, code },
        { onSuccess: (answer) => onRenewed(answer.data.recoveryCodes, answer.message) },
      );
    }
  };
  return (
    <FormDialog
      title={kind === 'disable' ? t('twoFactor.disable.title') : t('twoFactor.renew.title')}
      description={t('twoFactor.confirmIntro')}
      problem={problemOf(action.error, ['code', 'password'], t('twoFactor.setup.failed'))}
      busy={action.isPending}
      submitLabel={kind === 'disable' ? t('twoFactor.disable.submit') : t('twoFactor.renew.submit')}
      destructive={kind === 'disable'}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('twoFactor.passwordLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(action.error, 'password')}
      />
      <TextField
        label={t('twoFactor.codeOrRecoveryLabel')}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(action.error, 'code')}
      />
    </FormDialog>
  );
}

/**
 * Security → Two-factor sign-in: an authenticator app's codes after the password, with ten
 * recovery codes for a lost phone. `required`: staff who must set it up before anything else.
 */
export function TwoFactorPanel({
  required = false,
  onShowingCodes,
}: {
  required?: boolean;
  /** The recovery codes are on screen (true) or were put away (false). */
  onShowingCodes?: (showing: boolean) => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const shown = (list: string[], message: string) => {
    setSetup(null);
    setConfirming(null);
    setCodes(list);
    onShowingCodes?.(true);
    showFlash(message);
  };

  let body;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          onShowingCodes?.(false);
        }}
      />
    );
  } else if (status.isPending) {
    body = <StatusMessage busy text={t('twoFactor.loading')} />;
  } else if (status.isError) {
    body = <ErrorAlert>{describeError(status.error, t('twoFactor.loadFailed'))}</ErrorAlert>;
  } else if (setup) {
    body = <SetupSteps setup={setup} onEnabled={shown} onCancel={() => setSetup(null)} />;
  } else if (status.data.enabled) {
    body = (
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm font-medium text-green-800">
          <ShieldCheck className="size-5" aria-hidden />
          {t('twoFactor.on')}
        </p>
        <p className="text-sm text-slate-600">
          {t('twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setConfirming('renew')}>
            {t('twoFactor.renew.open')}
          </Button>
          {!status.data.required && (
            <Button variant="outline" onClick={() => setConfirming('disable')}>
              {t('twoFactor.disable.open')}
            </Button>
          )}
        </div>
        {status.data.required && (
          <p className="text-sm text-slate-500">{t('twoFactor.requiredNote')}</p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {(required || status.data.required) && (
          <ErrorAlert>{t('twoFactor.requiredNow')}</ErrorAlert>
        )}
        {start.isError && (
          <ErrorAlert>{describeError(start.error, t('twoFactor.setup.failed'))}</ErrorAlert>
        )}
        <Button
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
        >
          {start.isPending && <Spinner className="size-4" />}
          {t('twoFactor.setUp')}
        </Button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        {t('twoFactor.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('twoFactor.intro')}</p>
      {body}
      {confirming && (
        <PasswordAndCodeDialog
          kind={confirming}
          onClose={() => setConfirming(null)}
          onRenewed={shown}
        />
      )}
    </section>
  );
}
