import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { ConfirmEmailStatus } from '@/features/account/components/confirm-email-status';
import { useSession } from '@/lib/session';

/** Where the link sent to a new e-mail address leads; signed in or not, on any device. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = Boolean(useSession());
  return (
    <AuthLayout
      title={t('account.confirm.title')}
      subtitle={t('account.confirm.subtitle')}
      footer={
        <Link
          to={signedIn ? paths.dashboard.settings : paths.login}
          className="font-semibold text-brand-700 hover:underline"
        >
          {signedIn ? t('account.confirm.toSettings') : t('account.confirm.toLogin')}
        </Link>
      }
    >
      <ConfirmEmailStatus token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
