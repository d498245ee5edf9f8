import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t('footer.features'),
      links: [
        { label: t('footer.atsChecker'), to: paths.features },
        { label: t('footer.cvBuilder'), to: paths.features },
        { label: t('footer.coverLetter'), to: paths.features },
      ],
    },
    {
      title: t('footer.company'),
      links: [
        { label: t('footer.aboutUs'), to: paths.page('about-us') },
        { label: t('footer.blog'), to: paths.blog },
        { label: t('footer.contact'), to: paths.page('contact') },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { label: t('footer.privacy'), to: paths.page('privacy-policy') },
        { label: t('footer.terms'), to: paths.page('terms-of-service') },
      ],
    },
  ];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div>
          <Brand inverse />
          <p className="mt-4 text-sm text-slate-400">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm pointer-coarse:space-y-0">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex items-center hover:text-white pointer-coarse:min-h-11 pointer-coarse:min-w-11"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-xs text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
