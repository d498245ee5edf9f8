import type { PdfRecord } from '@careercard/shared/pdfs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { usePrices } from '@/features/payments/api/get-prices';
import { useSubscription } from '@/features/payments/api/get-subscription';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { usePdfs } from '@/features/pdfs/api/get-pdfs';
import { PdfTable } from '@/features/pdfs/components/pdf-table';
import { describeError } from '@/lib/api-client';

/** Manage PDFs: the user's PDF records, to download when paid and pay for when pending. */
export function Component() {
  const { t } = useTranslation();
  const pdfs = usePdfs();
  const prices = usePrices();
  const subscribed = !!useSubscription().data?.activeUntil;
  const [paying, setPaying] = useState<PdfRecord | null>(null);
  // Taken off sale by the staff: pending PDFs wait; paid ones still download.
  const onSale = prices.data?.cv_download !== null;
  const waiting = !subscribed && pdfs.data?.some((pdf) => pdf.status === 'Pending');

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.pdfManagement')}</h1>
        <p className="mt-1 text-slate-600">{t('pdfs.subtitle')}</p>
      </div>
      {pdfs.isPending && <StatusMessage busy text={t('pdfs.loading')} />}
      {pdfs.isError && <ErrorAlert>{describeError(pdfs.error, t('pdfs.loadFailed'))}</ErrorAlert>}
      {!onSale && waiting && <Notice>{t('pdfs.notOnSale')}</Notice>}
      {pdfs.data && (
        <PdfTable pdfs={pdfs.data} onPay={setPaying} subscribed={subscribed} onSale={onSale} />
      )}
      {paying && (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && setPaying(null)}
          itemName={paying.file_name}
          amount={prices.data?.cv_download}
          request={{ purpose: 'cv_download', pdfId: paying.id }}
        />
      )}
    </div>
  );
}
