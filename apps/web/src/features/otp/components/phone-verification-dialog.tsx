import { toAsciiDigits } from '@careercard/shared/locale';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@careercard/shared/otp';
import { formatBdPhone, normaliseBdPhone } from '@careercard/shared/phone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { formatDigits } from '@/lib/format';
import { useTabDraft } from '@/lib/use-tab-draft';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';

interface PhoneVerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The CV's phone number, offered first; the user may correct it. */
  phone: string;
  onVerified: () => void;
}

/** Proves the phone number by a 6-digit SMS code, with the spec's 30-second resend wait. */
/** The last code sent in this tab: a dialog opened again, or a reload, goes on with it. */
interface LastSend {
  to: string;
  at: number;
  demoCode?: string;
}

const secondsSince = (at: number) => Math.floor((Date.now() - at) / 1000);

export function PhoneVerificationDialog({
  open,
  onOpenChange,
  phone: initialPhone,
  onVerified,
}: PhoneVerificationDialogProps) {
  const { t } = useTranslation();
  const [lastSend, setLastSend] = useTabDraft<LastSend | null>('otp-last-send', (stored) => stored);
  // A code sent to the CV's number in this tab, and not yet expired, is still the one to enter:
  // asking again within the resend wait would only be refused (the 429 once seen here).
  const [resumed] = useState(() =>
    lastSend &&
    lastSend.to === normaliseBdPhone(initialPhone) &&
    secondsSince(lastSend.at) < OTP_TTL_MINUTES * 60
      ? lastSend
      : null,
  );
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(resumed?.to ?? null);
  // A demo install sends no SMS: the server gives the code, and the dialog shows it.
  const [demoCode, setDemoCode] = useState<string | null>(resumed?.demoCode ?? null);
  const [otp, setOtp] = useState('');
  const [countdown, setCountdown] = useState(
    resumed ? Math.max(0, OTP_RESEND_SECONDS - secondsSince(resumed.at)) : 0,
  );
  const sendCode = useSendOtp();
  const verifyCode = useVerifyOtp();
  const busy = sendCode.isPending || verifyCode.isPending;
  const [problem, setProblem] = useState<string | null>(null);
  const autoSent = useRef(resumed !== null);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const send = async (number: string) => {
    setProblem(null);
    try {
      const sent = await sendCode.mutateAsync({ phone: number });
      setSentTo(sent.phone);
      setDemoCode(sent.demoCode ?? null);
      setLastSend({
        to: sent.phone,
        at: Date.now(),
        ...(sent.demoCode ? { demoCode: sent.demoCode } : {}),
      });
      setOtp('');
      setCountdown(sent.resendAfterSeconds);
    } catch (error) {
      const wait = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      if (wait) {
        setCountdown(wait);
        // A code went to this number a moment ago (from another tab): it can be entered.
        const to = normaliseBdPhone(number);
        if (to) setSentTo(to);
      }
      setProblem(
        error instanceof ApiError
          ? (error.errors.phone?.[0] ?? error.message)
          : describeError(error, ''),
      );
    }
  };

  // The CV's number is sent a code as the dialog opens, as the spec's flow expects.
  useEffect(() => {
    if (open && !autoSent.current && initialPhone) {
      autoSent.current = true;
      void send(initialPhone);
    }
  });

  const verify = async () => {
    if (!sentTo) return;
    setProblem(null);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return setProblem(t('otp.invalid'));
    try {
      await verifyCode.mutateAsync({ phone: sentTo, otp });
      setLastSend(null);
      onVerified();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message || t('otp.invalid') : describeError(error, ''),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('otp.title')}
      description={sentTo ? t('otp.sentTo', { phone: formatBdPhone(sentTo) }) : t('otp.intro')}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void (sentTo ? verify() : send(phone));
        }}
      >
        {sentTo ? (
          <TextField
            label={t('otp.code')}
            value={otp}
            onChange={(event) =>
              setOtp(toAsciiDigits(event.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH))
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            autoFocus
          />
        ) : (
          <TextField
            label={t('otp.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            inputMode="tel"
            autoComplete="tel"
            placeholder="01712-345678"
          />
        )}
        {sentTo && demoCode && (
          <Notice title={t('otp.demoLabel')}>
            {t('otp.demoCode', { code: formatDigits(demoCode) })}
          </Notice>
        )}
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy && <Spinner />}
          {sentTo ? t('otp.verify') : t('otp.send')}
        </Button>
        {sentTo && (
          <div className="flex items-center justify-between text-sm">
            <button
              type="button"
              className="text-slate-600 underline-offset-2 hover:underline"
              onClick={() => {
                setSentTo(null);
                setProblem(null);
              }}
            >
              {t('otp.changeNumber')}
            </button>
            <button
              type="button"
              disabled={countdown > 0 || busy}
              onClick={() => void send(sentTo)}
              className="font-medium text-brand-700 disabled:text-slate-400"
            >
              {countdown > 0 ? t('otp.resendIn', { seconds: countdown }) : t('otp.resend')}
            </button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
