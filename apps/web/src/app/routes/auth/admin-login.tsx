import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordLink } from '@/features/auth/components/forgot-password-link';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { GuestOnly } from '@/app/guards';
import { preloadPage } from '@/app/router';
import { useFlash } from '@/lib/flash';

export function Component() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  return (
    <GuestOnly>
      <AuthLayout
        title={t('auth.adminSignInTitle')}
        subtitle={t('auth.adminSignInSubtitle')}
        footer={
          <>
            {t('auth.notStaff')}{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
              {t('auth.userSignInLink')}
            </Link>
          </>
        }
      >
        {/* Where a sign-in leads loads once the form is being filled in, so it opens at once
            without slowing the page's own first load. */}
        <div onFocus={() => preloadPage(paths.admin.home)}>
          <SignInForm as="admin" onSignedIn={showFlash} />
        </div>
        <ForgotPasswordLink />
      </AuthLayout>
    </GuestOnly>
  );
}
