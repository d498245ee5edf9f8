import { LogOut, Menu, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { cn } from '@/lib/cn';
import { useMenuButton } from '@/lib/use-menu-button';

export interface ShellSection {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The section's home matches only exactly, so it is not "active" on every sub-page. */
  end?: boolean;
}

interface AppShellProps {
  areaLabel: string;
  sections: ShellSection[];
  userName: string;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}

/** The dashboard and back-office frame: section navigation, 'Welcome, {name}' and Logout. */
export function AppShell({
  areaLabel,
  sections,
  userName,
  onSignOut,
  signingOut,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  // The top bar says where the user is: the section whose path the page is at or under (the
  // area's home, named like the area, once).
  const { pathname } = useLocation();
  const current = sections.find((section) =>
    section.end
      ? pathname === section.to
      : pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
  const menu = useMenuButton('shell-menu');

  const nav = (
    <nav aria-label={areaLabel} className="flex flex-col gap-1 p-3">
      {sections.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={menu.close}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors pointer-coarse:min-h-11',
              isActive
                ? 'bg-brand-50 text-brand-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          <Icon className="size-[18px] shrink-0" aria-hidden />
          {label}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0">
          <div className="flex h-16 items-center border-b border-slate-200 px-5">
            <Brand />
          </div>
          {nav}
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          {/* The logo scales down, so Language and Logout stay on a 360 px screen. */}
          <div className="flex min-w-0 items-center gap-2 lg:hidden">
            <Button variant="ghost" size="sm" className="px-2" {...menu.buttonProps}>
              {menu.open ? (
                <X className="size-5" aria-hidden />
              ) : (
                <Menu className="size-5" aria-hidden />
              )}
              <span className="sr-only">{t('common.menu')}</span>
            </Button>
            <Brand className="[&>span]:hidden min-[400px]:[&>span]:inline" />
          </div>
          <p className="hidden text-sm font-medium text-slate-500 lg:block">
            {current && current.label !== areaLabel ? `${areaLabel} / ${current.label}` : areaLabel}
          </p>
          <div className="flex shrink-0 items-center gap-2">
            <LanguageSwitch />
            <span className="hidden max-w-48 truncate text-sm text-slate-700 sm:block">
              {t('common.welcomeShort', { name: userName })}
            </span>
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
              <LogOut className="size-4" aria-hidden />
              {signingOut ? t('common.loggingOut') : t('common.logout')}
            </Button>
          </div>
        </header>
        {menu.open && (
          <div id="shell-menu" className="border-b border-slate-200 bg-white lg:hidden">
            {nav}
          </div>
        )}
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">{children}</main>
      </div>
    </div>
  );
}
