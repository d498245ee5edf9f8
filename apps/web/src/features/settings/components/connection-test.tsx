import type { ConnectionTest as Outcome } from '@careercard/shared/settings';
import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';

/**
 * A 'Test' button that makes one real call on the server, and its outcome: what worked and
 * how fast, or what failed in the server's plain words.
 */
export function ConnectionTest<T extends Outcome>({
  label,
  hint,
  test,
}: {
  label: string;
  hint?: string;
  test: UseMutationResult<T, Error, void>;
}) {
  const { t } = useTranslation();
  const outcome = test.isPending ? undefined : test.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending && <Spinner className="size-4" />}
          {test.isPending ? t('admin.settings.test.running') : label}
        </Button>
        {hint && <p className="text-sm text-slate-500">{hint}</p>}
      </div>
      <div aria-live="polite">
        {outcome?.ok && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">{t('admin.settings.test.passed')}</span>{' '}
              {outcome.message}
            </p>
          </div>
        )}
        {outcome && !outcome.ok && (
          <ErrorAlert>
            <span className="font-semibold">{t('admin.settings.test.failed')}</span>{' '}
            {outcome.message}
          </ErrorAlert>
        )}
        {test.isError && (
          <ErrorAlert>{describeError(test.error, t('admin.settings.test.notRun'))}</ErrorAlert>
        )}
      </div>
    </div>
  );
}
