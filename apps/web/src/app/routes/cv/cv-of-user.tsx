import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusMessage } from '@/components/ui/spinner';
import { useCvOfUser } from '@/features/cv-preview/api/get-cv-of-user';
import { useSession } from '@/lib/session';

/**
 * /cv/:userId. Without a stored token no request is made. The templates that render the CV
 * come with the CV builder; until then every template name is unknown.
 */
export function Component() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const signedIn = useSession() !== null;
  const cv = useCvOfUser(userId, signedIn && userId !== '');

  if (!signedIn || !userId || cv.isError) return <StatusMessage text={t('cvPreview.noData')} />;
  if (cv.isPending) return <StatusMessage busy text={t('cvPreview.loading')} />;
  return <StatusMessage text={t('cvPreview.noTemplate')} />;
}
