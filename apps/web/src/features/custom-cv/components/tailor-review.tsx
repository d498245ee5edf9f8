import type { TailorSuggestion } from '@careercard/shared/analysis';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { CopyButton } from '@/components/ui/copy-button';

/** What tailoring changed and why, and the cover letter ready to copy. */
export function TailorReview({
  suggestions,
  coverLetter,
}: {
  suggestions: TailorSuggestion[];
  coverLetter: string;
}) {
  const { t } = useTranslation();
  return (
    // min-w-0: as a grid item it may be narrower than its longest word or line.
    <div className="min-w-0 space-y-6">
      <ReportCard title={t('customCv.suggestions')}>
        <ul className="space-y-3">
          {suggestions.map((item) => (
            <li
              key={`${item.area}-${item.suggestion}`}
              className="flex gap-3 text-sm break-words text-slate-700"
            >
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden />
              <span className="min-w-0">
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
        <CopyButton
          className="mt-3"
          text={coverLetter}
          label={t('customCv.copy')}
          copiedLabel={t('customCv.copied')}
        />
      </ReportCard>
    </div>
  );
}
