import { useTranslation } from 'react-i18next';

const steps = ['upload', 'analyse', 'apply'];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('landing.howTitle')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('landing.howText')}</p>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.step.${step}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`landing.step.${step}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
