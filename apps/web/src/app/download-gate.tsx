import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { otpStatusQueryOptions } from '@/features/otp/api/get-otp-status';
import { PhoneVerificationDialog } from '@/features/otp/components/phone-verification-dialog';
import { pricesQueryOptions, usePrices } from '@/features/payments/api/get-prices';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { useDownloadPdf } from '@/features/pdfs/api/download-pdf';
import { ApiError, describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';

interface Download {
  cvId: string;
  phone: string;
}
type Step = { name: 'idle' } | ({ name: 'verify' | 'pay' | 'downloading' } & Download);

/**
 * The spec's download gate on Save & Download, where the server decides what is due: it gives
 * the PDF at once when the CV as it is was paid for already (or a running subscription pays for
 * it), and otherwise answers 402. Then a session that proved a phone goes straight to payment; a
 * CV with a phone number is verified first; without one, straight to payment. The server holds
 * the same rules, so skipping the dialogs gains nothing.
 */
export function useDownloadGate() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const prices = usePrices();
  const downloadPdf = useDownloadPdf();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  /**
   * After a refused download: the phone check first, or the payment; 'not on sale' when a
   * payment is due for a download the staff took off sale; null when none of these helps.
   */
  const stepAfter = async (
    download: Download,
    error: unknown,
  ): Promise<Step | 'not on sale' | null> => {
    // 402: a payment is due. 403: a running subscription pays, once the phone is proved.
    if (!(error instanceof ApiError) || (error.status !== 402 && error.status !== 403)) return null;
    if (error.status === 402) {
      // Asked afresh: the staff may have taken it off sale since the page loaded.
      const { cv_download: price } = await queryClient.fetchQuery({
        ...pricesQueryOptions(),
        staleTime: 0,
      });
      if (price === null) return 'not on sale';
    }
    const verified =
      download.phone === '' || (await queryClient.fetchQuery(otpStatusQueryOptions()));
    if (!verified) return { ...download, name: 'verify' };
    return error.status === 402 ? { ...download, name: 'pay' } : null;
  };

  const attempt = async (download: Download) => {
    setStep({ ...download, name: 'downloading' });
    try {
      await downloadPdf.mutateAsync({ id: download.cvId });
      showFlash(t('payment.downloaded'));
      setStep({ name: 'idle' });
    } catch (error) {
      const next = await stepAfter(download, error).catch(() => null);
      if (next !== null && next !== 'not on sale') return setStep(next);
      showFlash(
        next === 'not on sale'
          ? t('pdfs.notOnSale')
          : describeError(error, t('pdfs.downloadFailed')),
      );
      setStep({ name: 'idle' });
    }
  };

  const close = (open: boolean) => !open && setStep({ name: 'idle' });
  const element =
    step.name === 'idle' ? null : step.name === 'verify' ? (
      <PhoneVerificationDialog
        open
        onOpenChange={close}
        phone={step.phone}
        onVerified={() => void attempt(step)}
      />
    ) : step.name === 'downloading' ? (
      <Dialog open onOpenChange={() => {}} title={t('cvEditor.saveAndDownload')}>
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
        amount={prices.data?.cv_download}
        request={{ purpose: 'cv_download', cvId: step.cvId }}
      />
    );
  const start = (cv: { id: string; phone: string }) => attempt({ cvId: cv.id, phone: cv.phone });
  return { start, element };
}
