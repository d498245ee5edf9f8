import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { useMenuButton } from '@/lib/use-menu-button';

interface SiteHeaderProps {
  user: { name: string } | null;
  homePath: string;
  onSignOut: () => void;
  signingOut: boolean;
}

const MENU_ID = 'site-menu';

/**
 * Brand, the site's links, then either the visitor's Login and Sign Up or 'Welcome, {name}!'
 * with Logout. Below md the links fold into a menu (with Login on a phone), so the header fits
 * 360 px even with an uploaded logo, which scales down to leave room.
 */
export function SiteHeader({ user, homePath, onSignOut, signingOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  const menu = useMenuButton(MENU_ID);
  const links = [
    { to: paths.features, label: t('nav.features') },
    { to: paths.analyzer, label: t('nav.atsChecker') },
    { to: paths.blog, label: t('nav.blog') },
  ];
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-1">
          <Button variant="ghost" size="sm" className="-ml-2 px-2 md:hidden" {...menu.buttonProps}>
            {menu.open ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
            <span className="sr-only">{t('common.menu')}</span>
          </Button>
          {/* On the narrowest phones the mark alone leaves room for the language and account. */}
          <Brand className="[&>span]:hidden min-[400px]:[&>span]:inline" />
        </div>
        <nav className="hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
          {links.map(({ to, label }) => (
            <Link key={label} to={to} className="hover:text-brand-700">
              {label}
            </Link>
          ))}
        </nav>
        {user ? (
          <div className="flex shrink-0 items-center gap-2">
            <LanguageSwitch />
            {/* From lg only: beside the links (md) the name would crowd the logo out. */}
            <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:block">
              {t('common.welcome', { name: user.name })}
            </span>
            <Button asChild variant="outline" size="sm" className="max-sm:px-2.5">
              <Link to={homePath}>
                <LayoutDashboard className="size-4" aria-hidden />
                <span className="max-sm:sr-only">{t('common.dashboard')}</span>
              </Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={onSignOut} disabled={signingOut}>
              <LogOut className="size-4" aria-hidden />
              {t('common.logout')}
            </Button>
          </div>
        ) : (
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
              <Link to={paths.login}>{t('nav.login')}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.signup}>{t('nav.signUp')}</Link>
            </Button>
          </div>
        )}
      </div>
      {menu.open && (
        <nav
          id={MENU_ID}
          aria-label={t('common.menu')}
          className="border-t border-slate-200 md:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
            {[
              ...links,
              ...(user
                ? []
                : [
                    { to: paths.login, label: t('nav.login') },
                    { to: paths.signup, label: t('nav.signUp') },
                  ]),
            ].map(({ to, label }) => (
              <li key={label}>
                <Link
                  to={to}
                  onClick={menu.close}
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
