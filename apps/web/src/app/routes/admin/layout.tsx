import {
  Banknote,
  Blocks,
  CreditCard,
  FileText,
  History,
  IdCard,
  LayoutDashboard,
  Newspaper,
  Package,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AppShell, type ShellSection } from '@/components/layouts/app-shell';
import { paths } from '@/config/paths';
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
};

function AdminShell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useCurrentUser(); // refreshes name and permissions, and ends a refused session
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
      <Outlet />
    </AppShell>
  );
}

export function Component() {
  return <RequireAdmin>{(user) => <AdminShell user={user} />}</RequireAdmin>;
}
