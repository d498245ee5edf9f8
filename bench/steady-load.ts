// Traffic at a fixed rate, as users make it: each kind's requests arrive at random (Poisson)
// times at its rate, whatever the server's answers, over its own keep-alive connections, one
// user per connection. autocannon cannot do this: its rate sends each connection's whole second
// at once, so all connections burst together on every tick. Latency counts from when a request
// was due, so time spent waiting for its connection counts too (no coordinated omission).
import type autocannon from 'autocannon';
import http from 'node:http';
import { percentile } from './target-process';

/** A request with no answer by then counts as failed, so a stuck server cannot stall the run. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface SteadyKind {
  connections: number;
  /** Requests a second. */
  rate: number;
  /**
   * As for autocannon: the first is used, with its setupRequest and onResponse, but the context
   * they share belongs to the request, not to the connection.
   */
  requests: autocannon.Request[];
}

export interface SteadyFigures {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  /** Requests that got no answer: the connection failed, timed out, or could not be made. */
  socketErrors: number;
  statusCodes: Record<string, number>;
}

interface Answer {
  status: number;
  body: string;
}

/** The request's headers with the body's own length: one left by autocannon may be stale. */
function headersOf(request: autocannon.Request) {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(
      ([name]) => name.toLowerCase() !== 'content-length',
    ),
  );
  const body = request.body as string | undefined;
  return body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
}

function send(agent: http.Agent, base: URL, request: autocannon.Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.path ?? '/', base),
      {
        agent,
        method: request.method ?? 'GET',
        headers: headersOf(request),
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('No answer in time')));
    outgoing.on('error', reject);
    outgoing.end(request.body as string | undefined);
  });
}

/** Runs one kind for `seconds` and answers its figures once every request has been answered. */
async function runKind(url: string, seconds: number, kind: SteadyKind): Promise<SteadyFigures> {
  const [spec] = kind.requests;
  if (!spec) throw new Error('A kind needs a request');
  // autocannon's Request type also allows any key to be a string; these two are functions.
  const setup = spec.setupRequest as
    ((request: autocannon.Request, context: object) => autocannon.Request) | undefined;
  const onResponse = spec.onResponse as
    ((status: number, body: string, context: object) => void) | undefined;
  const base = new URL(url);
  // One agent of one socket per connection: a user's requests wait for each other.
  const agents: http.Agent[] = Array.from(
    { length: kind.connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let socketErrors = 0;
  const inFlight = new Set<Promise<void>>();

  async function fire(due: number, agent: http.Agent) {
    // Each request has its own context: a connection may have several waiting their turn.
    const context = {};
    const request: autocannon.Request = {
      ...spec,
      method: spec!.method ?? 'GET',
      headers: spec!.headers ?? {},
    };
    try {
      const ready = setup?.(request, context) ?? request;
      const answer = await send(agent, base, ready);
      latencies.push(performance.now() - due);
      statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
      onResponse?.(answer.status, answer.body, context);
    } catch {
      socketErrors += 1;
    }
  }

  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start;
  let next = 0;
  await new Promise<void>((resolve) => {
    const schedule = () => {
      // Exponential gaps make arrivals a Poisson process at `rate`.
      due += (-Math.log(1 - Math.random()) / kind.rate) * 1000;
      if (due >= end) return resolve();
      setTimeout(
        () => {
          const job = fire(due, agents[next++ % agents.length]!);
          inFlight.add(job);
          void job.finally(() => inFlight.delete(job));
          schedule();
        },
        Math.max(0, due - performance.now()),
      );
    };
    schedule();
  });
  await Promise.all(inFlight);
  for (const agent of agents) agent.destroy();

  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(Math.max(...latencies)),
    },
    non2xx: latencies.length - ok,
    socketErrors,
    statusCodes,
  };
}

/** Every kind at once, each at its own rate over its own connections. */
export async function steadyLoad<Kind extends string>(
  url: string,
  seconds: number,
  kinds: Record<Kind, SteadyKind>,
): Promise<Record<Kind, SteadyFigures>> {
  const names = Object.keys(kinds) as Kind[];
  const results = await Promise.all(names.map((name) => runKind(url, seconds, kinds[name])));
  return Object.fromEntries(names.map((name, i) => [name, results[i]!])) as Record<
    Kind,
    SteadyFigures
  >;
}
