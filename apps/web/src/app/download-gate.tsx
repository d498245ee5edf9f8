import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { otpStatusQueryOptions } from '@/features/otp/api/get-otp-status';
import { PhoneVerificationDialog } from '@/features/otp/components/phone-verification-dialog';
import { usePrices } from '@/features/payments/api/get-prices';
import { getSubscription } from '@/features/payments/api/get-subscription';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { useDownloadPdf } from '@/features/pdfs/api/download-pdf';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';

interface Download {
  cvId: string;
  phone: string;
  /** A running Monthly Subscription pays: no payment step. */
  subscribed: boolean;
}
type Step = { name: 'idle' } | ({ name: 'verify' | 'pay' | 'downloading' } & Download);

/**
 * The spec's download gate on Save & Download: a session that proved a phone goes straight to
 * payment; otherwise a CV with a phone number is verified first; without one, straight to
 * payment. On a running subscription the PDF comes instead of the payment. The server holds
 * the same rules, so skipping the dialogs gains nothing.
 */
export function useDownloadGate() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const prices = usePrices();
  const downloadPdf = useDownloadPdf();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  const pastVerification = async (download: Download) => {
    if (!download.subscribed) return setStep({ ...download, name: 'pay' });
    setStep({ ...download, name: 'downloading' });
    try {
      await downloadPdf.mutateAsync(download.cvId);
      showFlash(t('payment.downloaded'));
    } catch (error) {
      showFlash(describeError(error, t('pdfs.downloadFailed')));
    } finally {
      setStep({ name: 'idle' });
    }
  };

  const start = async (cv: { id: string; phone: string }) => {
    try {
      const [verified, subscription] = await Promise.all([
        cv.phone === '' || queryClient.fetchQuery(otpStatusQueryOptions()),
        getSubscription(),
      ]);
      const download = { cvId: cv.id, phone: cv.phone, subscribed: !!subscription.activeUntil };
      if (verified) await pastVerification(download);
      else setStep({ ...download, name: 'verify' });
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
        onVerified={() => void pastVerification(step)}
      />
    ) : step.name === 'downloading' ? (
      <Dialog open onOpenChange={() => {}} title={t('subscription.included')}>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('payment.downloading')}
        </p>
      </Dialog>
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
