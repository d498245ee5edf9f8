import type { QualityReport } from '@careercard/shared/analysis';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { ScoreBar } from '@/components/report/score-bar';

/**
 * How the quality score is made: each part of the rubric (docs/quality-rubric.md) with its
 * points and what it found, so the total can be read off the parts; and the blanks a draft left,
 * which cap the score at 60.
 */
export function QualityParts({ report }: { report: QualityReport }) {
  const { t } = useTranslation();
  if (!report.parts?.length) return null;
  return (
    <div className="space-y-6">
      {report.blanks && report.blanks.length > 0 && (
        <div
          role="note"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">
              {t('quality.blanksTitle', { count: report.blanks.length })}
            </p>
            <p className="mt-1">{t('quality.blanksText')}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {report.blanks.map((blank) => (
                <li
                  key={blank}
                  className="rounded bg-white px-2 py-0.5 font-mono ring-1 ring-amber-300"
                >
                  {blank}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <ReportCard title={t('quality.partsTitle')}>
        <dl className="space-y-4">
          {report.parts.map((part) => (
            <ScoreBar
              key={part.key}
              label={t(`quality.part.${part.key}`)}
              value={part.score}
              max={part.max}
            >
              {part.finding}
            </ScoreBar>
          ))}
        </dl>
      </ReportCard>
    </div>
  );
}
