import type { BulkResult, SwitchingBulkAction } from '@careercard/shared/bulk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-client';
import { ErrorAlert } from './alert';
import { BulkBar, BulkReport, type BulkAction } from './bulk-bar';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The actions for the rows ticked in a list: the bar, one confirmation naming the count, and
 * the report of each row not done and why.
 */
export function BulkActions<A extends string>({
  selected,
  onClear,
  actions,
  bulk,
  nameOf,
  confirmMessage,
}: {
  selected: ReadonlySet<string>;
  onClear: () => void;
  actions: BulkAction<A>[];
  bulk: UseMutationResult<BulkResult, Error, { action: A; ids: number[] }>;
  /** The row's name as the list shows it, when it is still on the page. */
  nameOf: (id: number | string) => string | undefined;
  confirmMessage: (action: A, count: number) => string;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<A | null>(null);
  const [report, setReport] = useState<BulkResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = () => {
    if (!action) return;
    setProblem(null);
    bulk.mutate(
      { action, ids: [...selected].map(Number) },
      {
        onSuccess: (result) => {
          setReport(result);
          onClear();
        },
        onError: (error) => setProblem(describeError(error, t('errors.generic'))),
        onSettled: () => setAction(null),
      },
    );
  };

  return (
    <>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {report && <BulkReport result={report} nameOf={nameOf} onClose={() => setReport(null)} />}
      <BulkBar
        count={selected.size}
        busy={bulk.isPending}
        actions={actions}
        onAction={setAction}
        onClear={onClear}
      />
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        message={action ? confirmMessage(action, selected.size) : ''}
        confirmLabel={actions.find((one) => one.key === action)?.label ?? ''}
        busy={bulk.isPending}
        onConfirm={run}
      />
    </>
  );
}

/** Enable and Disable, the actions of a grid of templates or designs. */
export function useSwitchingActions(): BulkAction<SwitchingBulkAction>[] {
  const { t } = useTranslation();
  return [
    { key: 'enable', label: t('bulk.enable') },
    { key: 'disable', label: t('bulk.disable') },
  ];
}
