import { CircleCheck, CircleX, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePayment } from '@/features/payments/api/get-payment';
import { useDownloadPdf } from '@/features/pdfs/api/download-pdf';
import { describeError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { homeOf, useSession } from '@/lib/session';

/**
 * Where bKash returns: success or failure, the message and the payment ID. A paid CV download
 * starts at once; a paid custom CV goes back to the builder to be generated.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useSession();
  const succeeded = params.get('status') === 'success';
  const message = params.get('message');
  const paymentId = params.get('paymentID') ?? '';
  const payment = usePayment(paymentId, current !== null);
  const download = useDownloadPdf();
  const started = useRef(false);
  const pdfId = payment.data?.purpose === 'cv_download' ? payment.data.pdfId : null;

  useEffect(() => {
    if (succeeded && pdfId && !started.current) {
      started.current = true;
      download.mutate(pdfId);
    }
  });

  const close = () => {
    const next =
      current === null
        ? paths.home
        : payment.data?.purpose === 'custom_cv'
          ? paths.dashboard.customCv
          : homeOf(current.user);
    void navigate(next, { replace: true });
  };
  // After a failed or cancelled payment: back to where the same purchase can be paid again.
  const retryPath =
    current === null || succeeded || !payment.data
      ? null
      : {
          cv_download: paths.dashboard.pdfManagement,
          custom_cv: paths.dashboard.customCv,
          nfc_order: paths.dashboard.orderNfcCard,
          subscription: paths.dashboard.home,
        }[payment.data.purpose];
  const Icon = succeeded ? CircleCheck : CircleX;
  return (
    <div className="min-h-[50vh]">
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title={succeeded ? t('payment.success') : t('payment.failed')}
      >
        <div className="flex flex-col items-center text-center">
          <Icon
            className={succeeded ? 'size-14 text-green-600' : 'size-14 text-red-600'}
            aria-hidden
          />
          {message && <p className="mt-4 text-slate-700">{message}</p>}
          {paymentId && (
            <p className="mt-2 font-mono text-sm text-slate-500">
              {t('payment.paymentId', { id: paymentId })}
            </p>
          )}
          {succeeded && payment.data?.purpose === 'nfc_order' && (
            <p className="mt-4 text-sm text-green-700">{t('payment.nfcOrdered')}</p>
          )}
          {succeeded && payment.data?.coversUntil && (
            <p className="mt-4 text-sm text-green-700">
              {t('payment.subscribed', { date: formatDate(payment.data.coversUntil) })}
            </p>
          )}
          {pdfId && succeeded && (
            <div className="mt-5 w-full space-y-3">
              {download.isPending && (
                <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
                  <Spinner className="size-4" />
                  {t('payment.downloading')}
                </p>
              )}
              {download.isSuccess && (
                <p className="text-sm text-green-700">{t('payment.downloaded')}</p>
              )}
              {download.isError && (
                <ErrorAlert>{describeError(download.error, t('pdfs.downloadFailed'))}</ErrorAlert>
              )}
              {(download.isSuccess || download.isError) && (
                <Button variant="outline" className="w-full" onClick={() => download.mutate(pdfId)}>
                  <Download className="size-4" aria-hidden />
                  {t('payment.downloadAgain')}
                </Button>
              )}
            </div>
          )}
          {retryPath && (
            <Button
              className="mt-6 w-full"
              onClick={() => void navigate(retryPath, { replace: true })}
            >
              {t('payment.tryAgain')}
            </Button>
          )}
          <Button
            className={retryPath ? 'mt-3 w-full' : 'mt-6 w-full'}
            variant={retryPath ? 'outline' : 'primary'}
            onClick={close}
          >
            {payment.data?.purpose === 'custom_cv' && succeeded
              ? t('payment.continueCustomCv')
              : t('common.close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
