import type { BulkResult, SwitchingBulkAction } from '@careercard/shared/bulk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-client';
import { ErrorAlert } from './alert';
import { BulkBar, BulkReport } from './bulk-bar';
import { ConfirmDialog } from './confirm-dialog';

export type SwitchingBulkMutation = UseMutationResult<
  BulkResult,
  Error,
  { action: SwitchingBulkAction; ids: number[] }
>;

/**
 * Enable and Disable for the records ticked in a grid of templates or designs: the bar, one
 * confirmation naming the count, and the report of each one not switched and why.
 */
export function SwitchingBulk({
  selected,
  onClear,
  bulk,
  nameOf,
  confirmMessage,
}: {
  selected: Set<string>;
  onClear: () => void;
  bulk: SwitchingBulkMutation;
  nameOf: (id: number | string) => string | undefined;
  confirmMessage: (action: SwitchingBulkAction, count: number) => string;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<SwitchingBulkAction | null>(null);
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
        actions={[
          { key: 'enable', label: t('bulk.enable') },
          { key: 'disable', label: t('bulk.disable') },
        ]}
        onAction={setAction}
        onClear={onClear}
      />
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        message={action ? confirmMessage(action, selected.size) : ''}
        confirmLabel={action ? t(`bulk.${action}`) : ''}
        busy={bulk.isPending}
        onConfirm={run}
      />
    </>
  );
}
