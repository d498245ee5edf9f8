import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreReport } from '@/components/report/score-report';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCheckCvQuality } from '../api/check-cv-quality';
import { QualityParts } from './quality-parts';

interface QualityCheckerProps {
  /** Where the user picks the CV: a saved one or a file. */
  picker: ReactNode;
  /** The chosen CV's text, or null when nothing is chosen. */
  readCvText: () => Promise<string | null>;
  /** 'Improve This CV Now': opens the checked CV, or starts over for an upload. */
  onImprove: () => void;
  onReset: () => void;
}

/** The AI CV Quality Checker: a CV scored on its own, without a job description. */
export function QualityChecker({ picker, readCvText, onImprove, onReset }: QualityCheckerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const check = useCheckCvQuality();

  const reset = () => {
    setProblem(null);
    check.reset();
    onReset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setReading(true);
    try {
      const cvText = (await readCvText())?.trim();
      if (!cvText) return setProblem(t('quality.missing'));
      check.mutate({ cvText });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('quality.readFailed'));
    } finally {
      setReading(false);
    }
  };

  if (check.isSuccess) {
    const report = check.data;
    return (
      <ScoreReport
        score={report.qualityScore}
        scoreLabel={t('quality.score')}
        summary={report.summary}
        strengths={report.strengths}
        suggestions={report.suggestions}
        source={report.source}
        children={<QualityParts report={report} />}
        actions={
          <>
            <Button variant="outline" size="lg" onClick={reset}>
              {t('quality.again')}
            </Button>
            <Button
              size="lg"
              onClick={() => {
                check.reset();
                onImprove();
              }}
            >
              {t('quality.improve')}
            </Button>
          </>
        }
      />
    );
  }

  const busy = reading || check.isPending;
  const failure =
    problem ??
    (check.isError
      ? (check.error instanceof ApiError && check.error.message) || t('errors.unknown')
      : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {busy && (
        <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <StatusMessage busy text={t('quality.checking')} />
        </div>
      )}
      {/* Hidden, not unmounted, while checking: a chosen file must still show after a failure. */}
      <div hidden={busy}>{picker}</div>
      <div className="flex justify-center">
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Spinner />}
          {busy ? t('quality.checkingButton') : t('quality.analyze')}
        </Button>
      </div>
    </form>
  );
}
