import type { AiTest, ConnectionTest } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { aiStatusOf, pingAi, type LocalEngine } from '../../infra/ai';
import { asProviderError, type ProviderError } from '../../infra/ai/provider';
import { missingStorageFields, type RoutedStorage } from '../../infra/storage/routed';
import { probeStorage } from '../../infra/storage/probe';
import { stop } from '../../lib/sentence';
import { duration, Timeout, within } from '../../lib/time-limit';
import type { SettingsService } from './service';

export type ConnectionTests = ReturnType<typeof createConnectionTests>;

/** How long a 'Test' waits for an answer. */
const TEST_TIMEOUT_MS = 20_000;

const PROVIDER_NAMES = {
  local: 'The built-in engine',
  gemini: 'Gemini',
  openai: 'The OpenAI-compatible API',
} as const;

/** What the API said, from its JSON error body ({ error: { message } }) or its plain text. */
function apiMessage(detail: string | undefined): string {
  if (!detail) return '';
  try {
    const body = JSON.parse(detail) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    const said =
      typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof said === 'string' && said.trim()) return said.trim().slice(0, 300);
  } catch {
    // Not JSON: the text itself.
  }
  return detail.trim().slice(0, 300);
}

function aiFailureText(name: string, failure: ProviderError, timeoutMs: number): string {
  const said = apiMessage(failure.detail);
  const saying = said ? `: ${said}` : '';
  const { status } = failure;
  if (status === 401 || status === 403 || (status === 400 && /api[\s_-]?key/i.test(said))) {
    return stop(`The API key was refused (HTTP ${status})${saying}`);
  }
  if (status === 429) return stop(`${name} is busy (rate limited)${saying}`);
  if (status !== undefined) return stop(`${name} answered with an error (HTTP ${status})${saying}`);
  if (failure.reason === 'did not answer in time') {
    return `${name} did not answer within ${duration(timeoutMs)}.`;
  }
  if (failure.reason === 'could not be reached')
    return stop(`${name} could not be reached${saying}`);
  return stop(`${name} ${failure.reason}${saying}`);
}

/**
 * The back office's 'Test' buttons: one real call to the AI provider, one small file through
 * the storage. A failure is an answer (ok: false, in plain words), never an error.
 */
export function createConnectionTests(deps: {
  ai: Config['ai'];
  storage: RoutedStorage;
  settings: Pick<SettingsService, 'get'>;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
  local?: LocalEngine;
}) {
  const { logger, timeoutMs = TEST_TIMEOUT_MS } = deps;
  const secrets = [deps.ai.gemini.apiKey, deps.ai.openai.apiKey].filter(
    (key): key is string => !!key,
  );
  /** An API may echo the key in its error: it must reach neither the page nor the logs. */
  const redact = (text: string) =>
    secrets.reduce((out, key) => out.replaceAll(key, '[redacted]'), text);

  return {
    /** One small call to the provider that answers analyses. */
    async ai(): Promise<AiTest> {
      const { provider, model } = aiStatusOf(deps.ai);
      const name = PROVIDER_NAMES[provider];
      const started = performance.now();
      const latency = () => Math.round(performance.now() - started);
      try {
        await within(timeoutMs, pingAi(deps.ai, AbortSignal.timeout(timeoutMs), deps.local));
        const latencyMs = latency();
        return {
          ok: true,
          provider,
          model,
          latencyMs,
          message: `${name} answered in ${duration(latencyMs)}.`,
        };
      } catch (error) {
        const latencyMs = latency();
        const message =
          error instanceof Timeout
            ? `${name} did not answer within ${duration(timeoutMs)}.`
            : redact(aiFailureText(name, asProviderError(error), timeoutMs));
        logger.warn({ provider, model, latencyMs }, `AI test failed: ${message}`);
        return { ok: false, provider, model, latencyMs, message };
      }
    },

    /**
     * Writes, reads back and deletes a small file in the storage the saved settings describe:
     * their S3 when complete, else where new files go without them.
     */
    async storage(): Promise<ConnectionTest> {
      const saved = await deps.settings.get('storage');
      const backend = deps.storage.backendFor(saved);
      const { ok, latencyMs, message, error } = await probeStorage(backend, timeoutMs);
      if (!ok) {
        logger.warn(
          { err: error, storage: backend.description, latencyMs },
          `Storage test failed: ${message}`,
        );
        return { ok, latencyMs, message };
      }
      const missing = missingStorageFields(saved);
      const begun = Object.values(saved).some((value) => value !== '');
      const note =
        missing.length > 0 && begun
          ? ` The S3 settings are not complete (missing: ${missing.join(', ')}), so new files still go there.`
          : '';
      return { ok, latencyMs, message: `${message}${note}` };
    },
  };
}
