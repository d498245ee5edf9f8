import { randomUUID } from 'node:crypto';
import { capitalised } from '../../lib/sentence';
import { duration, Timeout, within } from '../../lib/time-limit';
import type { StorageBackend } from './routed';
import { storageFailureText } from './storage';

export interface ProbeOutcome {
  ok: boolean;
  latencyMs: number;
  /** What happened, naming the storage: what it did in how long, or which step failed and why. */
  message: string;
  /** The failure itself, for the log. */
  error?: unknown;
}

/**
 * Writes, reads back and deletes a small file under healthcheck/: whether the storage takes
 * files, in words an admin can act on. A failure is an outcome, never an error.
 */
export async function probeStorage(
  { storage, description }: Pick<StorageBackend, 'storage' | 'description'>,
  timeoutMs: number,
): Promise<ProbeOutcome> {
  const key = `healthcheck/${randomUUID()}.txt`;
  const body = Buffer.from(`CareerCard storage test, ${new Date().toISOString()}\n`);
  let step = 'Writing a test file to';
  let written = false;
  const started = performance.now();
  const run = async () => {
    await storage.put(key, body, 'text/plain');
    written = true;
    step = 'Reading the test file back from';
    const read = await storage.get(key);
    if (!read?.equals(body)) throw new Error('the file read back was not the file written');
    step = 'Deleting the test file from';
    await storage.delete(key);
    written = false;
  };
  try {
    await within(timeoutMs, run());
    const latencyMs = Math.round(performance.now() - started);
    return {
      ok: true,
      latencyMs,
      message: `${capitalised(description)} works: a test file was written, read back and deleted in ${duration(latencyMs)}.`,
    };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const why =
      error instanceof Timeout
        ? `no answer within ${duration(timeoutMs)}`
        : storageFailureText(error);
    // A file written before a later step failed is not left behind.
    if (written) void storage.delete(key).catch(() => undefined);
    return { ok: false, latencyMs, message: `${step} ${description} failed: ${why}.`, error };
  }
}
