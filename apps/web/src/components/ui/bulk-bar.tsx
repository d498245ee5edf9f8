import type { BulkResult } from '@careercard/shared/bulk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface BulkAction<K extends string = string> {
  key: K;
  label: string;
  /** Removes rows for good: drawn in red. */
  destructive?: boolean;
}

/** Shown while rows are ticked: how many, what can be done to them all, and Clear. */
export function BulkBar<K extends string>({
  count,
  actions = [],
  busy,
  onAction,
  onClear,
  children,
}: {
  count: number;
  actions?: BulkAction<K>[];
  busy: boolean;
  onAction?: (key: K) => void;
  onClear: () => void;
  /** Controls of the list's own, before Clear (a status to set, say). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.toolbar')}
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-200"
    >
      <span className="me-2 text-sm font-semibold text-slate-900">
        {t('bulk.selected', { count })}
      </span>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant={action.destructive ? 'danger' : 'outline'}
          disabled={busy}
          onClick={() => onAction?.(action.key)}
        >
          {action.label}
        </Button>
      ))}
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}

/** What a bulk action did: the count done, and each row not done with its reason. */
export function BulkReport({
  result,
  nameOf,
  onClose,
}: {
  result: BulkResult;
  /** The row's name as the table shows it, when it is still on the page. */
  nameOf: (id: number | string) => string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = result.data.outcomes.filter((outcome) => !outcome.ok);
  return (
    <div
      role="status"
      className={
        failed.length > 0
          ? 'rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200'
          : 'rounded-2xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200'
      }
    >
      <div className="flex items-start justify-between gap-4">
        <p className="font-semibold">{result.message}</p>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('bulk.dismiss')}
        </Button>
      </div>
      {failed.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {failed.map((outcome) => (
            <li key={outcome.id}>
              {t('bulk.notDone', {
                name: nameOf(outcome.id) ?? `#${outcome.id}`,
                reason: outcome.message ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
