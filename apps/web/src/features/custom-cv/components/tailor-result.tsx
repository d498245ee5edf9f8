import type { TailoredResult } from '@careercard/shared/analysis';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '@/components/report/score-report';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TailorReview } from './tailor-review';

interface TailorResultProps {
  result: TailoredResult;
  saving: boolean;
  onSave: () => void;
  onStartOver: () => void;
  /** The tailored CV drawn in the chosen CV's template. */
  preview: ReactNode;
}

/** The review: what changed and the cover letter beside the tailored CV, to save or drop. */
export function TailorResult({ result, saving, onSave, onStartOver, preview }: TailorResultProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled={saving} onClick={onSave}>
          {saving && <Spinner />}
          {t('customCv.save')}
        </Button>
        <Button variant="outline" size="lg" onClick={onStartOver}>
          {t('customCv.startOver')}
        </Button>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <TailorReview suggestions={result.suggestions} coverLetter={result.coverLetter} />
        <ReportCard title={t('customCv.tailoredPreview')}>{preview}</ReportCard>
      </div>
    </div>
  );
}
