import type { AtsReport } from '@careercard/shared/analysis';
import { CircleCheck, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ScoreRing } from '@/components/ui/score-ring';

interface AtsReportViewProps {
  report: AtsReport;
  onAgain: () => void;
  builderPath: string;
}

export function AtsReportView({ report, onAgain, builderPath }: AtsReportViewProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8">
        <ScoreRing score={report.atsScore} label={t('analyzer.score')} />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('analyzer.summary')}</h2>
          <p className="mt-2 leading-relaxed text-slate-700">{report.summary}</p>
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ReportList title={t('analyzer.strengths')} items={report.strengths} tone="good" />
        <ReportList title={t('analyzer.suggestions')} items={report.suggestions} tone="improve" />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" size="lg" onClick={onAgain}>
          {t('analyzer.again')}
        </Button>
        <Button asChild size="lg">
          <Link to={builderPath}>{t('analyzer.buildCv')}</Link>
        </Button>
      </div>
    </div>
  );
}

function ReportList({
  title,
  items,
  tone,
}: {
  title: string;
  items: string[];
  tone: 'good' | 'improve';
}) {
  const Icon = tone === 'good' ? CircleCheck : Lightbulb;
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-700">
            <Icon
              className={
                tone === 'good'
                  ? 'mt-0.5 size-5 shrink-0 text-green-600'
                  : 'mt-0.5 size-5 shrink-0 text-amber-500'
              }
              aria-hidden
            />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
