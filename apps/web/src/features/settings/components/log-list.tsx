import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { useClearLogs } from '../api/clear-logs';
import { useLogs } from '../api/get-logs';

const LEVEL_STYLE = {
  warn: 'bg-amber-100 text-amber-800',
  error: 'bg-red-100 text-red-800',
  fatal: 'bg-red-700 text-white',
} as const;

/** Log Management: the server's recent warnings and errors, newest first, and a way to clear them. */
export function LogList() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const logs = useLogs();
  const clear = useClearLogs();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (logs.isPending) return <StatusMessage busy text={t('admin.settings.logs.loading')} />;
  if (logs.isError)
    return (
      <ErrorAlert>{describeError(logs.error, t('admin.settings.logs.loadFailed'))}</ErrorAlert>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {t('admin.settings.logs.summary', { count: logs.data.total })}
        </p>
        <Button
          variant="outline"
          disabled={logs.data.total === 0}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4 text-red-600" aria-hidden />
          {t('admin.settings.logs.clear')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {logs.data.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-500">
          {t('admin.settings.logs.empty')}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {logs.data.data.map((entry) => (
            <li key={entry.id} className="space-y-1 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={cn(
                    'rounded px-1.5 py-0.5 text-xs font-semibold uppercase',
                    LEVEL_STYLE[entry.level],
                  )}
                >
                  {entry.level}
                </span>
                <span className="text-xs text-slate-500">{formatDateTime(entry.logged_at)}</span>
              </div>
              <p className="font-medium break-words text-slate-900">{entry.message}</p>
              {entry.context && (
                <details>
                  <summary className="cursor-pointer text-xs text-slate-500">
                    {t('admin.settings.logs.details')}
                  </summary>
                  <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-700">
                    {JSON.stringify(entry.context, null, 2)}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('admin.settings.logs.confirm')}
        confirmLabel={t('admin.settings.logs.clear')}
        busy={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onSuccess: (answer) => showFlash(answer.message),
            onError: (error) => setProblem(describeError(error, t('errors.generic'))),
          })
        }
      />
    </div>
  );
}
