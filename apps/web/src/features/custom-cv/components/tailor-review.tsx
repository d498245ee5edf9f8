import type { TailorSuggestion } from '@careercard/shared/analysis';
import { Download, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { saveFile } from '@/lib/api-client';

/**
 * What tailoring changed and why, and the cover letter: the user may touch it up, then copy
 * it or keep it as a text file.
 */
export function TailorReview({
  suggestions,
  coverLetter,
}: {
  suggestions: TailorSuggestion[];
  coverLetter: string;
}) {
  const { t } = useTranslation();
  const [letter, setLetter] = useState(coverLetter);
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
          value={letter}
          onChange={(event) => setLetter(event.target.value)}
          aria-label={t('customCv.coverLetter')}
          rows={14}
          className="block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm leading-relaxed text-slate-900 focus:outline-2 focus:outline-brand-600"
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={letter} label={t('customCv.copy')} copiedLabel={t('customCv.copied')} />
          <Button
            variant="outline"
            onClick={() =>
              saveFile(
                new Blob([letter], { type: 'text/plain;charset=utf-8' }),
                t('customCv.coverLetterFile'),
              )
            }
          >
            <Download className="size-4" aria-hidden />
            {t('customCv.downloadLetter')}
          </Button>
        </div>
      </ReportCard>
    </div>
  );
}
