import { FileCheck2, PenLine, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';

/** Both upload buttons open the upload modal, as the spec says. */
export function Hero({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div
        aria-hidden
        className="absolute -top-32 -right-24 size-96 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 ring-1 ring-white/20">
            {t('landing.heroBadge')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('landing.heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{t('landing.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="accent" size="lg" onClick={onUpload}>
              <Upload className="size-5" aria-hidden />
              {t('landing.uploadCv')}
            </Button>
            <Button variant="inverse" size="lg" onClick={onUpload}>
              <FileCheck2 className="size-5" aria-hidden />
              {t('landing.checkAtsScore')}
            </Button>
            <Button
              asChild
              variant="ghost"
              size="lg"
              className="text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              <Link to={paths.dashboard.home}>
                <PenLine className="size-5" aria-hidden />
                {t('landing.createCv')}
              </Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-brand-200">{t('landing.heroNote')}</p>
        </div>
        <ScorePreview />
      </div>
    </section>
  );
}

/** An illustration of the report the checker gives. */
function ScorePreview() {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden
      className="mx-auto w-full max-w-sm rotate-1 rounded-2xl bg-white p-6 text-slate-800 shadow-2xl"
    >
      <div className="flex items-center gap-5">
        <svg viewBox="0 0 36 36" className="size-24 -rotate-90">
          <circle
            cx="18"
            cy="18"
            r="15.9"
            fill="none"
            className="stroke-slate-100"
            strokeWidth="3.2"
          />
          <circle
            cx="18"
            cy="18"
            r="15.9"
            fill="none"
            className="stroke-green-500"
            strokeWidth="3.2"
            strokeDasharray="81 100"
            strokeLinecap="round"
          />
        </svg>
        <div>
          <p className="text-4xl font-extrabold text-slate-900">{formatNumber(81)}%</p>
          <p className="text-sm text-slate-500">{t('landing.previewScore')}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        <li className="rounded-lg bg-green-50 px-3 py-2 text-green-800">
          {t('landing.previewMatched')}
        </li>
        <li className="rounded-lg bg-amber-50 px-3 py-2 text-amber-800">
          {t('landing.previewMissing')}
        </li>
        <li className="rounded-lg bg-slate-50 px-3 py-2 text-slate-600">
          {t('landing.previewTip')}
        </li>
      </ul>
    </div>
  );
}
