import type { SeoCheck } from '@careercard/shared/blog';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The SEO analysis with ✓ or ✗ beside each check: advice only, it blocks nothing. */
export function SeoAnalysis({
  checks,
  counts,
}: {
  checks: SeoCheck[];
  /** What the length checks measure now: title and description characters, words. */
  counts: { titleLength: number; descriptionLength: number; contentLength: number };
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="seo-analysis" className="space-y-2">
      <h3 id="seo-analysis" className="text-sm font-semibold text-slate-900">
        {t('admin.blog.editor.analysis')}
      </h3>
      <p className="text-xs text-slate-500">{t('admin.blog.editor.analysisHint')}</p>
      <ul className="space-y-1.5">
        {checks.map(({ check, ok }) => (
          <li key={check} className="flex items-start gap-2 text-sm">
            <span
              className={cn(
                'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full',
                ok ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-600',
              )}
            >
              {ok ? (
                <Check className="size-3" strokeWidth={3} aria-hidden />
              ) : (
                <X className="size-3" strokeWidth={3} aria-hidden />
              )}
            </span>
            <span className={ok ? 'text-slate-700' : 'text-slate-600'}>
              <span className="sr-only">
                {t(ok ? 'admin.blog.editor.passed' : 'admin.blog.editor.failed')}:{' '}
              </span>
              {t(`admin.blog.editor.checks.${check}`, {
                value: check in counts ? counts[check as keyof typeof counts] : 0,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
