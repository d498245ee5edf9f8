import {
  FileCheck2,
  FileStack,
  FileText,
  IdCard,
  LayoutDashboard,
  Nfc,
  Settings,
  Target,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AppShell, type ShellSection } from '@/components/layouts/app-shell';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { RequireUser } from '@/app/guards';
import { ImpersonationBanner } from '@/app/impersonation-banner';
import { session } from '@/lib/session';

function DashboardShell({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useCurrentUser(); // checks the stored token; a refused one ends the session
  const d = paths.dashboard;
  const sections: ShellSection[] = [
    { to: d.home, label: t('dashboard.nav.home'), icon: LayoutDashboard, end: true },
    { to: d.myCvs, label: t('dashboard.nav.myCvs'), icon: FileText },
    { to: d.pdfManagement, label: t('dashboard.nav.pdfManagement'), icon: FileStack },
    { to: d.atsChecker, label: t('dashboard.nav.atsChecker'), icon: FileCheck2 },
    { to: d.customCv, label: t('dashboard.nav.customCv'), icon: Target },
    { to: d.vCard, label: t('dashboard.nav.vCard'), icon: IdCard },
    { to: d.orderNfcCard, label: t('dashboard.nav.orderNfcCard'), icon: Nfc },
    { to: d.settings, label: t('dashboard.nav.settings'), icon: Settings },
  ];
  return (
    <>
      <ImpersonationBanner />
      <AppShell
        areaLabel={t('common.dashboard')}
        sections={sections}
        userName={userName}
        signingOut={signOut.isPending}
        onSignOut={() =>
          signOut.mutateAsync().then(
            // Signed out of a Login as user session, the staff member is back in the back office.
            () => navigate(session.get()?.user.role === 'admin' ? paths.admin.users : paths.home),
            () => {},
          )
        }
      >
        <Outlet />
      </AppShell>
    </>
  );
}

export function Component() {
  return <RequireUser>{(user) => <DashboardShell userName={user.name} />}</RequireUser>;
}
