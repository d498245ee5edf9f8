import type { CvFileFormat, PdfRecord } from '@careercard/shared/pdfs';
import { Download, FileText, FileType, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTaka } from '@/lib/format';
import { useDeletePdf } from '../api/delete-pdf';
import { useDownloadPdf } from '../api/download-pdf';

interface PdfTableProps {
  pdfs: PdfRecord[];
  /** Pay for a Pending record (the page opens the payment dialog). */
  onPay: (pdf: PdfRecord) => void;
  /** A running subscription pays for Pending records: they download at once. */
  subscribed: boolean;
  /** False when the staff took PDF downloads off sale: a Pending record cannot be paid for. */
  onSale: boolean;
}

/**
 * Manage PDFs: download when Paid (the PDF, or its Word file), pay when Pending, delete after a
 * confirmation.
 */
export function PdfTable({ pdfs, onPay, subscribed, onSale }: PdfTableProps) {
  const { t } = useTranslation();
  const remove = useDeletePdf();
  const downloadPdf = useDownloadPdf();
  const [deleting, setDeleting] = useState<PdfRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const downloading = downloadPdf.isPending ? downloadPdf.variables : null;
  const isDownloading = (pdf: PdfRecord, format: CvFileFormat) =>
    downloading?.id === pdf.id && (downloading.format ?? 'pdf') === format;
  const download = async (pdf: PdfRecord, format: CvFileFormat) => {
    setProblem(null);
    try {
      await downloadPdf.mutateAsync({ id: pdf.id, format });
    } catch (error) {
      setProblem(describeError(error, t('pdfs.downloadFailed')));
    }
  };
  const downloadButton = (pdf: PdfRecord, format: CvFileFormat) => (
    <Button
      size="sm"
      variant="outline"
      disabled={isDownloading(pdf, format)}
      onClick={() => void download(pdf, format)}
    >
      {isDownloading(pdf, format) ? (
        <Spinner className="size-4" />
      ) : format === 'pdf' ? (
        <Download className="size-4" aria-hidden />
      ) : (
        <FileType className="size-4" aria-hidden />
      )}
      {t(format === 'pdf' ? 'pdfs.download' : 'pdfs.downloadWord')}
    </Button>
  );

  if (pdfs.length === 0) {
    return <EmptyState icon={FileText} title={t('pdfs.empty')} hint={t('pdfs.emptyHint')} />;
  }

  // A row offers what its status allows: the PDF and its Word file when paid (or on a
  // subscription), else Pay.
  const actions = (pdf: PdfRecord) => (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {pdf.status === 'Paid' || subscribed ? (
        <>
          {downloadButton(pdf, 'pdf')}
          {downloadButton(pdf, 'docx')}
        </>
      ) : (
        <Button size="sm" disabled={!onSale} onClick={() => onPay(pdf)}>
          <Wallet className="size-4" aria-hidden />
          {t('pdfs.pay')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('pdfs.deleteNamed', { name: pdf.file_name })}
        onClick={() => setDeleting(pdf)}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden />
      </Button>
    </div>
  );
  const status = (pdf: PdfRecord) => (
    <span
      className={cn(
        'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        pdf.status === 'Paid' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800',
      )}
    >
      {t(`pdfs.statuses.${pdf.status}`)}
    </span>
  );

  return (
    <div className="space-y-3">
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <DataTable
        columns={[
          { label: t('pdfs.fileName') },
          { label: t('pdfs.created'), className: 'whitespace-nowrap' },
          { label: t('pdfs.status') },
          { label: t('pdfs.price'), className: 'whitespace-nowrap' },
          { label: t('pdfs.actions'), className: 'text-right', actions: true },
        ]}
        rows={pdfs.map((pdf) => ({
          key: pdf.id,
          cells: [
            <span className="font-medium break-words text-slate-900">{pdf.file_name}</span>,
            formatDateTime(pdf.created_at),
            status(pdf),
            pdf.by_subscription ? t('pdfs.bySubscription') : formatTaka(pdf.price),
            actions(pdf),
          ],
        }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('pdfs.confirmDelete')}
        confirmLabel={t('pdfs.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              setProblem(describeError(error, t('pdfs.deleteFailed')));
            },
          })
        }
      />
    </div>
  );
}
