import type { AnalysisSource } from '@careercard/shared/analysis';
import { CircleCheck, Info, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreRing } from '@/components/ui/score-ring';
import { useReveal } from '@/lib/use-reveal';

interface ScoreReportProps {
  score: number;
  scoreLabel: string;
  summary: string;
  strengths: string[];
  suggestions: string[];
  source?: AnalysisSource;
  /** Extra sections between the lists and the actions (keywords, breakdown). */
  children?: ReactNode;
  actions: ReactNode;
}

/** The report layout shared by the ATS analyzer and the quality checker. */
export function ScoreReport(props: ScoreReportProps) {
  const { t } = useTranslation();
  // It replaces a form whose button was near the bottom: show the report from its top.
  const top = useReveal<HTMLDivElement>(true);
  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-24 space-y-6 focus:outline-none">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8">
        <ScoreRing score={props.score} label={props.scoreLabel} />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('analyzer.summary')}</h2>
          <p className="mt-2 leading-relaxed text-slate-700">{props.summary}</p>
          {props.source?.fallback && props.source.notice && (
            <p className="mt-3 flex gap-2 text-xs text-slate-500">
              <Info className="size-4 shrink-0" aria-hidden />
              {props.source.notice}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ReportList title={t('analyzer.strengths')} items={props.strengths} tone="good" />
        <ReportList title={t('analyzer.suggestions')} items={props.suggestions} tone="improve" />
      </div>
      {props.children}
      <div className="flex flex-wrap justify-center gap-3">{props.actions}</div>
    </div>
  );
}

export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
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
  const { t } = useTranslation();
  const Icon = tone === 'good' ? CircleCheck : Lightbulb;
  return (
    <ReportCard title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('analyzer.nothingToList')}</p>
      ) : (
        <ul className="space-y-3">
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
      )}
    </ReportCard>
  );
}
