import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Under a sign-in form: the way to a new password. */
export function ForgotPasswordLink() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 text-center">
      <Link
        to={paths.forgotPassword}
        className="text-sm font-medium text-brand-700 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
      >
        {t('auth.forgotPassword')}
      </Link>
    </div>
  );
}
