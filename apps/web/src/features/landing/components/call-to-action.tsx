import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function CallToAction({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <section className="py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-3xl bg-brand-800 px-6 py-14 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance">
            {t('landing.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{t('landing.ctaText')}</p>
          <Button asChild variant="accent" size="lg" className="mt-8">
            <Link to={to}>{t('landing.ctaButton')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
