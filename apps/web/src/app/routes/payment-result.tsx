import { CircleCheck, CircleX, Clock, Download, FileType } from 'lucide-react';
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
import { formatDate, formatTaka } from '@/lib/format';
import { homeOf, useSession } from '@/lib/session';

const looks = {
  Completed: { Icon: CircleCheck, tone: 'text-green-600' },
  Failed: { Icon: CircleX, tone: 'text-red-600' },
  Cancelled: { Icon: CircleX, tone: 'text-red-600' },
  Initiated: { Icon: Clock, tone: 'text-amber-500' },
};

/**
 * Where bKash returns: how the payment went, its amount and ID. A paid CV download starts at
 * once; a paid custom CV goes back to the builder to be generated.
 *
 * Anyone can write this address, with "success" and words of their own, so the dialog says only
 * what the server records of the payment, and only to its owner: the address's status and
 * message are never shown (after a real payment the server's words are the same), and a visitor
 * is asked to sign in.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useSession();
  const paymentId = params.get('paymentID') ?? '';
  const payment = usePayment(paymentId, current !== null);
  const detail = payment.data;
  const succeeded = detail?.status === 'Completed';
  const failed = detail?.status === 'Failed' || detail?.status === 'Cancelled';
  const download = useDownloadPdf();
  const started = useRef(false);
  const pdfId = detail?.purpose === 'cv_download' ? detail.pdfId : null;

  useEffect(() => {
    if (succeeded && pdfId && !started.current) {
      started.current = true;
      download.mutate({ id: pdfId });
    }
  });

  const close = () => {
    const next =
      current === null
        ? paths.home
        : detail?.purpose === 'custom_cv'
          ? paths.dashboard.customCv
          : homeOf(current.user);
    void navigate(next, { replace: true });
  };
  // After a failed or cancelled payment: back to where the same purchase can be paid again; a
  // visitor signs in first.
  const action =
    failed && detail
      ? {
          to: {
            cv_download: paths.dashboard.pdfManagement,
            custom_cv: paths.dashboard.customCv,
            nfc_order: paths.dashboard.orderNfcCard,
            subscription: paths.dashboard.home,
          }[detail.purpose],
          label: t('payment.tryAgain'),
        }
      : current === null
        ? { to: paths.login, label: t('auth.signIn') }
        : null;
  const title = succeeded
    ? t('payment.success')
    : failed
      ? t('payment.failed')
      : detail
        ? t('payment.pending')
        : t('payment.result');

  const body = () => {
    if (current === null) return <p className="text-slate-700">{t('payment.signInToSee')}</p>;
    if (paymentId === '') return <ErrorAlert>{t('payment.notFound')}</ErrorAlert>;
    if (payment.isError) {
      return <ErrorAlert>{describeError(payment.error, t('payment.loadFailed'))}</ErrorAlert>;
    }
    if (!detail) {
      return (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          {t('payment.checking')}
        </p>
      );
    }
    const { Icon, tone } = looks[detail.status];
    // The server words its message in the reader's language.
    const said = detail.status === 'Initiated' ? t('payment.pendingMessage') : detail.message;
    return (
      <>
        <Icon className={`size-14 ${tone}`} aria-hidden />
        {said && <p className="mt-4 text-slate-700">{said}</p>}
        <p className="mt-3 text-sm text-slate-600">{detail.description}</p>
        <p className="mt-1 font-semibold text-slate-900">
          {t('payment.amount', { amount: formatTaka(detail.amount) })}
        </p>
        <p className="mt-2 font-mono text-sm text-slate-500">
          {t('payment.paymentId', { id: detail.paymentID })}
        </p>
      </>
    );
  };

  return (
    <div className="min-h-[50vh]">
      <Dialog open onOpenChange={(open) => !open && close()} title={title}>
        <div className="flex flex-col items-center text-center">
          {body()}
          {succeeded && detail?.purpose === 'nfc_order' && (
            <p className="mt-4 text-sm text-green-700">{t('payment.nfcOrdered')}</p>
          )}
          {succeeded && detail?.coversUntil && (
            <p className="mt-4 text-sm text-green-700">
              {t('payment.subscribed', { date: formatDate(detail.coversUntil) })}
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
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={() => download.mutate({ id: pdfId })}
                >
                  <Download className="size-4" aria-hidden />
                  {t('payment.downloadAgain')}
                </Button>
              )}
              {/* The same payment bought the Word file of the same version. */}
              {download.isSuccess && (
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={() => download.mutate({ id: pdfId, format: 'docx' })}
                >
                  <FileType className="size-4" aria-hidden />
                  {t('payment.downloadWord')}
                </Button>
              )}
            </div>
          )}
          {action && (
            <Button
              className="mt-6 w-full"
              onClick={() => void navigate(action.to, { replace: true })}
            >
              {action.label}
            </Button>
          )}
          <Button
            className={action ? 'mt-3 w-full' : 'mt-6 w-full'}
            variant={action ? 'outline' : 'primary'}
            onClick={close}
          >
            {detail?.purpose === 'custom_cv' && succeeded
              ? t('payment.continueCustomCv')
              : t('common.close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
