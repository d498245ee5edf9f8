import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { GuestOnly } from '@/app/guards';
import { useFlash } from '@/lib/flash';

/** /reset-password?token=…: where the e-mailed link (a reset, or a staff invitation) leads. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  return (
    <GuestOnly>
      <AuthLayout
        title={t('auth.resetTitle')}
        subtitle={t('auth.resetSubtitle')}
        footer={
          <Link
            to={paths.forgotPassword}
            className="inline-flex items-center font-semibold text-brand-700 hover:underline pointer-coarse:min-h-11"
          >
            {t('auth.askNewLink')}
          </Link>
        }
      >
        <ResetPasswordForm
          token={params.get('token') ?? ''}
          onDone={(message) => {
            showFlash(message);
            void navigate(paths.login, { replace: true });
          }}
        />
      </AuthLayout>
    </GuestOnly>
  );
}
