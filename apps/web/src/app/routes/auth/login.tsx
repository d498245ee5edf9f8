import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
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
  // Sent here by sign-up: the new account's e-mail is filled in.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <GuestOnly>
      <AuthLayout
        title={t('auth.signInTitle')}
        subtitle={t('auth.signInSubtitle')}
        footer={
          <>
            {t('auth.noAccount')}{' '}
            <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
              {t('auth.createAccountLink')}
            </Link>
          </>
        }
      >
        {/* Where a sign-in leads loads once the form is being filled in, so it opens at once
            without slowing the page's own first load. */}
        <div onFocus={() => preloadPage(paths.dashboard.home)}>
          <SignInForm as="user" onSignedIn={showFlash} {...(email ? { email } : {})} />
        </div>
        <ForgotPasswordLink />
      </AuthLayout>
    </GuestOnly>
  );
}
