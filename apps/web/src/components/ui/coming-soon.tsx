import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A section whose feature has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Hammer className="size-10 text-brand-600" aria-hidden />
        <p className="mt-4 text-lg font-semibold text-slate-800">{t('common.comingSoon')}</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">{t('common.comingSoonHint')}</p>
      </div>
    </section>
  );
}
