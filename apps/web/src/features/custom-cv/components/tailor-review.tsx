import type { TailorSuggestion } from '@careercard/shared/analysis';
import { Check, Copy, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { Button } from '@/components/ui/button';

/** What tailoring changed and why, and the cover letter ready to copy. */
export function TailorReview({
  suggestions,
  coverLetter,
}: {
  suggestions: TailorSuggestion[];
  coverLetter: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(coverLetter);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="space-y-6">
      <ReportCard title={t('customCv.suggestions')}>
        <ul className="space-y-3">
          {suggestions.map((item) => (
            <li
              key={`${item.area}-${item.suggestion}`}
              className="flex gap-3 text-sm text-slate-700"
            >
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
              <span>
                <span className="font-semibold text-slate-900">{item.area}: </span>
                {item.suggestion}
              </span>
            </li>
          ))}
        </ul>
      </ReportCard>
      <ReportCard title={t('customCv.coverLetter')}>
        <textarea
          readOnly
          value={coverLetter}
          aria-label={t('customCv.coverLetter')}
          rows={14}
          className="block w-full rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm leading-relaxed text-slate-900"
        />
        <Button variant="outline" className="mt-3" onClick={() => void copy()}>
          {copied ? (
            <Check className="size-4" aria-hidden />
          ) : (
            <Copy className="size-4" aria-hidden />
          )}
          {copied ? t('customCv.copied') : t('customCv.copy')}
        </Button>
      </ReportCard>
    </div>
  );
}
