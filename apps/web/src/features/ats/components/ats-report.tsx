import type { AnalysisSource, AtsReport } from '@careercard/shared/analysis';
import { atsBreakdownKeys } from '@careercard/shared/analysis-basics';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportCard, ScoreReport } from '@/components/report/score-report';
import { ScoreBar } from '@/components/report/score-bar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface AtsReportViewProps {
  report: AtsReport & { source?: AnalysisSource };
  onAgain: () => void;
  builderPath: string;
}

export function AtsReportView({ report, onAgain, builderPath }: AtsReportViewProps) {
  const { t } = useTranslation();
  return (
    <ScoreReport
      score={report.atsScore}
      scoreLabel={t('analyzer.score')}
      summary={report.summary}
      strengths={report.strengths}
      suggestions={report.suggestions}
      source={report.source}
      actions={
        <>
          <Button variant="outline" size="lg" onClick={onAgain}>
            {t('analyzer.again')}
          </Button>
          <Button asChild size="lg">
            <Link to={builderPath}>{t('analyzer.buildCv')}</Link>
          </Button>
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ReportCard title={t('analyzer.keywords')}>
          <Keywords
            label={t('analyzer.matchedKeywords')}
            words={report.matchedKeywords}
            tone="matched"
          />
          <Keywords
            label={t('analyzer.missingKeywords')}
            words={report.missingKeywords}
            tone="missing"
          />
        </ReportCard>
        <ReportCard title={t('analyzer.breakdown')}>
          <dl className="space-y-3">
            {atsBreakdownKeys
              .filter((key) => report.breakdown[key] !== undefined)
              .map((key) => (
                <ScoreBar
                  key={key}
                  label={t(`analyzer.part.${key}`)}
                  value={report.breakdown[key]!}
                >
                  {t(`analyzer.partHint.${key}`)}
                </ScoreBar>
              ))}
          </dl>
        </ReportCard>
      </div>
    </ScoreReport>
  );
}

function Keywords({
  label,
  words,
  tone,
}: {
  label: string;
  words: string[];
  tone: 'matched' | 'missing';
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 last:mb-0">
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      {words.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('analyzer.noKeywords')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {words.map((word) => (
            <li
              key={word}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-medium',
                tone === 'matched'
                  ? 'bg-green-50 text-green-800 ring-1 ring-green-200'
                  : 'bg-red-50 text-red-800 ring-1 ring-red-200',
              )}
            >
              {word}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
