import {
  Banknote,
  Blocks,
  CreditCard,
  FileText,
  History,
  IdCard,
  KeyRound,
  LayoutDashboard,
  Newspaper,
  Package,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AppShell, type ShellSection } from '@/components/layouts/app-shell';
import { paths } from '@/config/paths';
import { TwoFactorPanel } from '@/features/account-security/components/two-factor-panel';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { RequireAdmin } from '@/app/guards';
import type { SessionUser } from '@/lib/session';
import { adminSections, type AdminSectionKey } from './sections';

const icons: Record<AdminSectionKey, LucideIcon> = {
  users: Users,
  staff: ShieldCheck,
  packages: Package,
  templates: FileText,
  vcardTemplates: IdCard,
  pages: Blocks,
  blog: Newspaper,
  nfcDesigns: CreditCard,
  nfcOrders: Truck,
  payments: Banknote,
  settings: Settings,
  activity: History,
  security: KeyRound,
};

function AdminShell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useCurrentUser(); // refreshes name and permissions, and ends a refused session
  const [showingCodes, setShowingCodes] = useState(false);
  const sections: ShellSection[] = [
    { to: paths.admin.home, label: t('admin.nav.home'), icon: LayoutDashboard, end: true },
    ...adminSections
      .filter(({ permission }) => permission === null || user.permissions.includes(permission))
      .map(({ to, key }) => ({ to, icon: icons[key], label: t(`admin.nav.${key}`) })),
  ];
  return (
    <AppShell
      areaLabel={t('admin.area')}
      sections={sections}
      userName={user.name}
      signingOut={signOut.isPending}
      onSignOut={() =>
        signOut.mutateAsync().then(
          () => navigate(paths.adminLogin),
          () => {},
        )
      }
    >
      {/* Until the second factor the Super Admin requires is set up, the server refuses all
          else; once it is, its recovery codes stay on screen until they are put away. */}
      {user.twoFactorSetupRequired || showingCodes ? (
        <TwoFactorPanel required onShowingCodes={setShowingCodes} />
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}

export function Component() {
  return <RequireAdmin>{(user) => <AdminShell user={user} />}</RequireAdmin>;
}
