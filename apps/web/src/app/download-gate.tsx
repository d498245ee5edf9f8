import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionVerified } from '@/features/otp/api/get-otp-status';
import { PhoneVerificationDialog } from '@/features/otp/components/phone-verification-dialog';
import { usePrices } from '@/features/payments/api/get-prices';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';

type Step = { name: 'idle' } | { name: 'verify' | 'pay'; cvId: string; phone: string };

/**
 * The spec's download gate on Save & Download: a session that proved a phone goes straight to
 * payment; otherwise a CV with a phone number is verified first; without one, straight to
 * payment. The server holds the same rule, so skipping the dialogs gains nothing.
 */
export function useDownloadGate() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const prices = usePrices();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  const start = async (cv: { id: string; phone: string }) => {
    try {
      const verified = cv.phone === '' || (await isSessionVerified());
      setStep({ name: verified ? 'pay' : 'verify', cvId: cv.id, phone: cv.phone });
    } catch (error) {
      showFlash(describeError(error, t('errors.generic')));
    }
  };

  const close = (open: boolean) => !open && setStep({ name: 'idle' });
  const element =
    step.name === 'idle' ? null : step.name === 'verify' ? (
      <PhoneVerificationDialog
        open
        onOpenChange={close}
        phone={step.phone}
        onVerified={() => setStep({ ...step, name: 'pay' })}
      />
    ) : (
      <PaymentDialog
        open
        onOpenChange={close}
        itemName={t('payment.items.cvDownload')}
        amount={prices.data?.cv_download ?? undefined}
        request={{ purpose: 'cv_download', cvId: step.cvId }}
      />
    );
  return { start, element };
}
