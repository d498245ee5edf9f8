import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '@/components/ui/spinner';
import { usePrintCv } from '@/features/cv-preview/api/get-print-cv';
import { CvDocumentView } from '@/features/cv-preview/components/cv-document-view';

/** /cv-preview?token=…: the page the server prints to PDF, opened with a short-lived link. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const cv = usePrintCv(token);

  if (!token || cv.isError) return <StatusMessage text={t('cvPreview.noData')} />;
  if (cv.isPending) return <StatusMessage busy text={t('cvPreview.loading')} />;
  return <CvDocumentView preview={cv.data} />;
}
