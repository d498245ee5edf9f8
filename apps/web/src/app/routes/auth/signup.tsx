import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { GuestOnly } from '@/app/guards';
import { useFlash } from '@/lib/flash';

export function Component() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const navigate = useNavigate();
  return (
    <GuestOnly>
      <AuthLayout
        title={t('auth.registerTitle')}
        subtitle={t('auth.registerSubtitle')}
        footer={
          <>
            {t('auth.haveAccount')}{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
              {t('auth.signInLink')}
            </Link>
          </>
        }
      >
        <RegisterForm
          onRegistered={(message, email) => {
            showFlash(message);
            void navigate(paths.login, { state: { email } });
          }}
        />
      </AuthLayout>
    </GuestOnly>
  );
}
