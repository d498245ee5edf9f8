import { FileSearch, FileText, Mail, Target, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'ats', icon: FileSearch },
  { key: 'builder', icon: FileText },
  { key: 'jobSpecific', icon: Target },
  { key: 'coverLetter', icon: Mail },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('landing.featuresTitle')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('landing.featuresText')}</p>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, icon: Icon }) => (
            <article key={key} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-6">
              <div className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.feature.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`landing.feature.${key}.text`)}
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
