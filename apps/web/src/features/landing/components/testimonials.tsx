import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const people = ['first', 'second', 'third'];

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('landing.testimonialsTitle')}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {people.map((person) => (
            <figure key={person} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <Quote className="size-7 text-accent-400" aria-hidden />
              <blockquote className="mt-3 flex-1 text-slate-700">
                {t(`landing.testimonial.${person}.quote`)}
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4">
                <p className="font-semibold text-slate-900">
                  {t(`landing.testimonial.${person}.name`)}
                </p>
                <p className="text-sm text-slate-500">{t(`landing.testimonial.${person}.role`)}</p>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
