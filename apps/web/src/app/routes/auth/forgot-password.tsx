import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GuestOnly } from '@/app/guards';

/** /forgot-password: a link to choose a new password, by e-mail. */
export function Component() {
  const { t } = useTranslation();
  // From a sign-in form: the e-mail typed there is filled in.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <GuestOnly>
      <AuthLayout
        title={t('auth.forgotTitle')}
        subtitle={t('auth.forgotSubtitle')}
        footer={
          <Link
            to={paths.login}
            className="inline-flex items-center font-semibold text-brand-700 hover:underline pointer-coarse:min-h-11"
          >
            {t('auth.backToSignIn')}
          </Link>
        }
      >
        <ForgotPasswordForm {...(email ? { email } : {})} />
      </AuthLayout>
    </GuestOnly>
  );
}
