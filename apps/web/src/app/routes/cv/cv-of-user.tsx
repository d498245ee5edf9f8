import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { StatusMessage } from '@/components/ui/spinner';
import { useCvOfUser } from '@/features/cv-preview/api/get-cv-of-user';
import { CvDocumentView } from '@/features/cv-preview/components/cv-document-view';
import { useSession } from '@/lib/session';

/** /cv/:userId (?cvId=…): the spec's CV preview screen. Without a stored token no request is made. */
export function Component() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const signedIn = useSession() !== null;
  const cv = useCvOfUser(userId, params.get('cvId') ?? undefined, signedIn && userId !== '');

  if (!signedIn || !userId || cv.isError) {
    if (cv.isError) console.error('CV preview failed', cv.error);
    return <StatusMessage text={t('cvPreview.noData')} />;
  }
  if (cv.isPending) return <StatusMessage busy text={t('cvPreview.loading')} />;
  return <CvDocumentView preview={cv.data} />;
}
