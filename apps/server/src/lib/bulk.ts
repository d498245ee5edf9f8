import {
  bulkSummary,
  type BulkOutcome,
  type BulkResult,
  type PublishingBulkAction,
  type SwitchingBulkAction,
} from '@careercard/shared/bulk';
import { AppError } from './app-error';

/**
 * Runs `act` on each id in turn. A row refused with a reason (an AppError) is reported with it
 * and the others go on; anything else is a fault and stops the run as any request would.
 */
export async function runBulk<K extends number | string>(
  ids: K[],
  act: (id: K) => Promise<unknown>,
): Promise<BulkResult> {
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      await act(id);
      outcomes.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ id, ok: false, message: error.message });
    }
  }
  const done = outcomes.filter((outcome) => outcome.ok).length;
  return {
    message: bulkSummary(done, ids.length),
    data: { done, failed: ids.length - done, outcomes },
  };
}

/** Publishes, unpublishes (back to Draft) or deletes each post or page in turn. */
export function runPublishing(
  { action, ids }: { action: PublishingBulkAction; ids: number[] },
  rows: {
    setStatus: (id: number, status: 'Published' | 'Draft') => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
): Promise<BulkResult> {
  return runBulk(ids, (id) =>
    action === 'delete'
      ? rows.remove(id)
      : rows.setStatus(id, action === 'publish' ? 'Published' : 'Draft'),
  );
}

/** Enables or disables each template or design in turn. */
export function runSwitching(
  { action, ids }: { action: SwitchingBulkAction; ids: number[] },
  setStatus: (id: number, status: 'Enabled' | 'Disabled') => Promise<unknown>,
): Promise<BulkResult> {
  return runBulk(ids, (id) => setStatus(id, action === 'enable' ? 'Enabled' : 'Disabled'));
}
