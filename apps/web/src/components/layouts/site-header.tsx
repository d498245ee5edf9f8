import { LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/components/ui/brand';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';

interface SiteHeaderProps {
  user: { name: string } | null;
  homePath: string;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Brand, then either the visitor's Login and Sign Up or 'Welcome, {name}!' with Logout. */
export function SiteHeader({ user, homePath, onSignOut, signingOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        {/* On the narrowest phones the mark alone leaves room for the language and account. */}
        <Brand className="[&>span]:hidden min-[400px]:[&>span]:inline" />
        <nav className="hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
          <a href={paths.features} className="hover:text-brand-700">
            {t('nav.features')}
          </a>
          <Link to={paths.analyzer} className="hover:text-brand-700">
            {t('nav.atsChecker')}
          </Link>
          <Link to={paths.blog} className="hover:text-brand-700">
            {t('nav.blog')}
          </Link>
        </nav>
        {user ? (
          <div className="flex min-w-0 items-center gap-2">
            <LanguageSwitch />
            <span className="hidden truncate text-sm text-slate-600 sm:block">
              {t('common.welcome', { name: user.name })}
            </span>
            <Button asChild variant="outline" size="sm">
              <Link to={homePath}>
                <LayoutDashboard className="size-4" aria-hidden />
                <span className="hidden sm:inline">{t('common.dashboard')}</span>
              </Link>
            </Button>
            <Button variant="ghost" size="sm" onClick={onSignOut} disabled={signingOut}>
              <LogOut className="size-4" aria-hidden />
              {t('common.logout')}
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.login}>{t('nav.login')}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.signup}>{t('nav.signUp')}</Link>
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
