import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useCreateAtsReport } from '../api/create-ats-report';
import { AtsReportView } from './ats-report';

interface AtsAnalyzerProps {
  initialCvText?: string;
  builderPath: string;
}

/** Input, then analyzing, then the report; a failure returns to the input with its message. */
export function AtsAnalyzer({ initialCvText = '', builderPath }: AtsAnalyzerProps) {
  const { t } = useTranslation();
  const [jobDescription, setJobDescription] = useState('');
  const [cvText, setCvText] = useState(initialCvText);
  const [missing, setMissing] = useState(false);
  const analysis = useCreateAtsReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { cvText: cvText.trim(), jobDescription: jobDescription.trim() };
    if (!input.cvText || !input.jobDescription) return setMissing(true);
    setMissing(false);
    analysis.mutate(input);
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
      {missing && <ErrorAlert>{t('analyzer.missingInput')}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {analysis.isPending ? (
        <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <StatusMessage busy text={t('analyzer.analyzingTitle')} />
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <TextAreaField
            label={t('analyzer.jobDescription')}
            value={jobDescription}
            onChange={setJobDescription}
            placeholder={t('analyzer.jobDescriptionPlaceholder')}
            className="min-h-64"
          />
          <TextAreaField
            label={t('analyzer.cv')}
            value={cvText}
            onChange={setCvText}
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
