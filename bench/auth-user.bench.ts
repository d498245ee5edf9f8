// Authenticated GET /api/user/auth/user against a bare Fastify route, 50 connections for 10 s
// each, measured in one run so the ratio holds on a shared, noisy machine.
import autocannon from 'autocannon';
import { round, withTarget } from './target-process';

const CONNECTIONS = 50;
const DURATION_S = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: { median: result.requests.p50, mean: Math.round(result.requests.average) },
    latencyMs: { median: result.latency.p50, p99: result.latency.p99 },
    requests: result.requests.total,
  };
}

export async function run() {
  return withTarget(async (target) => {
    // A short warm-up of each, so neither pays for JIT and connection set-up in the figures.
    const auth = { authorization: `Bearer ${target.token}` };
    await autocannon({ url: target.bareUrl, connections: CONNECTIONS, duration: 2 });
    await autocannon({
      url: `${target.appUrl}/api/user/auth/user`,
      connections: CONNECTIONS,
      duration: 2,
      headers: auth,
    });

    const bare = await load(target.bareUrl);
    const authUser = await load(`${target.appUrl}/api/user/auth/user`, auth);
    return {
      name: 'auth-user',
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      bareFastify: bare,
      authUser,
      ratio: {
        throughput: round(authUser.requestsPerSecond.median / bare.requestsPerSecond.median, 3),
        p99Latency: round(authUser.latencyMs.p99 / bare.latencyMs.p99, 2),
      },
    };
  });
}
