// CV saves under load: 50 clients, each saving its own three-page CV again and again (each
// save naming the version it builds on, as the editor does) for 10 s. Latency p50/p99.
import { longSampleCv } from '@careercard/shared/cv-sample';
import { percentile, round, withTarget, type Target } from './target-process';

const CLIENTS = 50;
const DURATION_MS = 10_000;
const WARM_UP_MS = 2_000;

async function call(target: Target, method: string, path: string, body: unknown) {
  const response = await fetch(`${target.appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { id: string; version: number } };
}

/** One client: saves its CV until `until`, returning each save's latency in ms. */
async function client(target: Target, until: number) {
  const data = longSampleCv();
  const { data: cv } = await call(target, 'POST', '/api/user/cvs', { name: 'Bench CV', data });
  let version = cv.version;
  const latencies: number[] = [];
  for (let edit = 0; Date.now() < until; edit += 1) {
    const body = {
      version,
      data: {
        ...data,
        personal: { ...data.personal, summary: `${data.personal.summary} ${edit}` },
      },
    };
    const started = performance.now();
    const saved = await call(target, 'PUT', `/api/user/cvs/${cv.id}`, body);
    latencies.push(performance.now() - started);
    version = saved.data.version;
  }
  return latencies;
}

export async function run() {
  return withTarget(async (target) => {
    await Promise.all(
      Array.from({ length: CLIENTS }, () => client(target, Date.now() + WARM_UP_MS)),
    );
    const started = Date.now();
    const latencies = (
      await Promise.all(
        Array.from({ length: CLIENTS }, () => client(target, started + DURATION_MS)),
      )
    ).flat();
    const seconds = (Date.now() - started) / 1000;
    const payloadBytes = Buffer.byteLength(JSON.stringify({ version: 1, data: longSampleCv() }));
    return {
      name: 'cv-save',
      clients: CLIENTS,
      durationSeconds: round(seconds),
      payloadKiB: round(payloadBytes / 1024),
      saves: latencies.length,
      savesPerSecond: round(latencies.length / seconds),
      latencyMs: {
        median: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
      },
    };
  });
}
