import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { Notice } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScoreRing } from '@/components/ui/score-ring';
import { Spinner } from '@/components/ui/spinner';
import type { TailorStage } from '../hooks/use-tailor-flow';

interface MatchPreviewProps {
  stage: Extract<TailorStage, { name: 'preview' | 'generating' }>;
  /**
   * What generating costs: included in a subscription, paid already (an unused custom CV), the
   * price (undefined while it loads), or nothing to buy: the staff took it off sale.
   */
  price:
    | { kind: 'included' }
    | { kind: 'paid' }
    | { kind: 'price'; amount: number | undefined }
    | { kind: 'not on sale' };
  onGenerate: () => void;
  onStartOver: () => void;
  /** The chosen CV drawn in its template. */
  preview: ReactNode;
}

/** How well the chosen CV matches the job, with the way on: tailor it, or start over. */
export function MatchPreview({
  stage,
  price,
  onGenerate,
  onStartOver,
  preview,
}: MatchPreviewProps) {
  const { t } = useTranslation();
  const generating = stage.name === 'generating';
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row">
        <ScoreRing score={stage.match.atsScore} label={t('customCv.matchScore')} />
        <div className="space-y-3">
          <p className="text-slate-700">{stage.match.summary}</p>
          {stage.match.missingKeywords.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('customCv.missingKeywords', {
                keywords: stage.match.missingKeywords.slice(0, 8).join(', '),
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {price.kind === 'not on sale' ? (
              <Notice>{t('customCv.notOnSale')}</Notice>
            ) : (
              <Button size="lg" disabled={generating} onClick={onGenerate}>
                {generating && <Spinner />}
                {generating
                  ? t('customCv.generating')
                  : price.kind === 'included'
                    ? t('customCv.generateIncluded')
                    : price.kind === 'paid'
                      ? t('customCv.generateCredit')
                      : t('customCv.generate', { price: price.amount ?? '…' })}
              </Button>
            )}
            <Button variant="outline" size="lg" onClick={onStartOver}>
              {t('customCv.startOver')}
            </Button>
          </div>
        </div>
      </div>
      <ReportCard title={t('customCv.basePreview', { name: stage.base.name })}>
        {preview}
      </ReportCard>
    </div>
  );
}
