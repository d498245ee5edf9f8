import { JOB_DESCRIPTION_MAX } from '@careercard/shared/analysis';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { TailorFlow } from '../hooks/use-tailor-flow';

/** Step 1, the job description, and step 2, the saved CV (`cvSelect`), then Analyze. */
export function TailorInputs({ flow, cvSelect }: { flow: TailorFlow; cvSelect: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <TextAreaField
        label={t('customCv.step1')}
        value={flow.jobDescription}
        maxLength={JOB_DESCRIPTION_MAX}
        onChange={flow.setJobDescription}
        placeholder={t('analyzer.jobDescriptionPlaceholder')}
        className="min-h-48"
      />
      <div className="max-w-md">{cvSelect}</div>
      <Button size="lg" onClick={flow.analyze}>
        {t('customCv.analyze')}
      </Button>
    </div>
  );
}
