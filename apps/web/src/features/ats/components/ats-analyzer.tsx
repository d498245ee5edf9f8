import { CV_TEXT_MAX, JOB_DESCRIPTION_MAX } from '@careercard/shared/analysis-basics';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useReveal } from '@/lib/use-reveal';
import { useCreateAtsReport } from '../api/create-ats-report';
import { AtsReportView } from './ats-report';

export interface AtsInput {
  jobDescription: string;
  cvText: string;
}

/** The texts kept from an earlier visit, each only if it is text (storage can hold anything). */
export function atsInputOf(stored: Partial<AtsInput> | null): AtsInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { jobDescription: text(stored?.jobDescription), cvText: text(stored?.cvText) };
}

interface AtsAnalyzerProps {
  /** The two texts, kept by the page: they outlive the analyzer and a saved CV can fill one in. */
  input: AtsInput;
  onInputChange: (input: AtsInput) => void;
  builderPath: string;
}

/** Input, then analyzing, then the report; a failure returns to the input with its message. */
export function AtsAnalyzer({ input, onInputChange, builderPath }: AtsAnalyzerProps) {
  const { t } = useTranslation();
  // Counts refused presses, so pressing again brings the message back into view.
  const [missing, setMissing] = useState(0);
  const analysis = useCreateAtsReport();
  const problem = useReveal<HTMLDivElement>(missing || analysis.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { cvText: input.cvText.trim(), jobDescription: input.jobDescription.trim() };
    if (!request.cvText || !request.jobDescription) {
      analysis.reset(); // an earlier failure is no longer the news
      return setMissing((count) => count + 1);
    }
    setMissing(0);
    analysis.mutate(request);
  };

  if (analysis.isSuccess) {
    return (
      <AtsReportView
        report={analysis.data}
        onAgain={() => analysis.reset()}
        builderPath={builderPath}
      />
    );
  }

  const failure = analysis.isError
    ? (analysis.error instanceof ApiError && analysis.error.message) || t('errors.unknown')
    : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {missing > 0 && (!input.cvText.trim() || !input.jobDescription.trim()) && (
        // Gone once both texts are there: the message no longer says what is true.
        <ErrorAlert ref={problem}>{t('analyzer.missingInput')}</ErrorAlert>
      )}
      {failure && <ErrorAlert ref={problem}>{failure}</ErrorAlert>}
      {analysis.isPending ? (
        <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <StatusMessage busy text={t('analyzer.analyzingTitle')} />
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <TextAreaField
            label={t('analyzer.jobDescription')}
            value={input.jobDescription}
            onChange={(jobDescription) => onInputChange({ ...input, jobDescription })}
            maxLength={JOB_DESCRIPTION_MAX}
            placeholder={t('analyzer.jobDescriptionPlaceholder')}
            className="min-h-64"
          />
          <TextAreaField
            label={t('analyzer.cv')}
            value={input.cvText}
            onChange={(cvText) => onInputChange({ ...input, cvText })}
            maxLength={CV_TEXT_MAX}
            placeholder={t('analyzer.cvPlaceholder')}
            className="min-h-64"
          />
        </div>
      )}
      <div className="flex justify-center">
        <Button type="submit" size="lg" disabled={analysis.isPending}>
          {analysis.isPending && <Spinner />}
          {analysis.isPending ? t('analyzer.analyzing') : t('analyzer.analyze')}
        </Button>
      </div>
    </form>
  );
}
