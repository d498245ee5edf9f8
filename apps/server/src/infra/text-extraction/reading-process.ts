import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { TextExtractionError } from './errors';

/** How often a process measures its memory: between two looks it grows a few tens of MB at most. */
const WATCH_INTERVAL_MS = 10;

/**
 * A thread of the process that ends it at once when its resident memory passes the limit it is
 * sent. RSS, not the JS heap: decoded images and canvases live outside the heap. A thread,
 * since pdf.js keeps the main thread busy for seconds at a time.
 */
const WATCH_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.once('message', (limit) => {
  setInterval(() => {
    if (process.memoryUsage.rss() > limit) process.kill(process.pid, 'SIGKILL');
  }, ${WATCH_INTERVAL_MS});
});
`;

/**
 * Runs `source` (see ProcessOptions), then answers each job the server sends with one message:
 * the reply, and how much memory the process still holds over its idle size.
 */
const processSource = (source: string) => `
const { Worker } = require('node:worker_threads');
const { data, maxJobBytes } = JSON.parse(process.argv[1]);
// The server is gone (it crashed or was killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal reaches the whole process group: the server stops this process itself.
process.on('SIGINT', () => {});
const failure = (error) => ({
  error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) },
});
(async () => {
  const watch = new Worker(${JSON.stringify(WATCH_SOURCE)}, { eval: true });
  watch.unref();
  await new Promise((resolve) => watch.once('online', resolve));
  const handle = await (async (data) => {
${source}
  })(data);
  global.gc();
  const idle = process.memoryUsage.rss();
  watch.postMessage(idle + maxJobBytes);
  process.on('message', async (job) => {
    const reply = await handle(job).catch(failure);
    // Much of what a large file took is given back before the server goes on, so that the next
    // stage of its reading, in the other process, starts from what this one holds idle. (A
    // collection takes some 100 ms, as long as reading a CV's text: not after every file.)
    if (process.memoryUsage.rss() - idle > maxJobBytes / 4) global.gc();
    process.send({ reply, held: process.memoryUsage.rss() - idle });
  });
  process.send({ ready: true });
})().catch((error) => process.send(failure(error), () => process.exit(1)));
`;

export interface ProcessOptions {
  /** What the process does, for messages ("PDF reading"). */
  task: string;
  /**
   * The body of an async function of `data` that loads what the process needs and returns its
   * handler of one job, which resolves to the reply. Plain JavaScript (CommonJS) run by
   * `node -e`, so it runs the same under tsx, the tests and the bundled server, which has no
   * separate file to start.
   */
  source: string;
  /** Handed to `source`: plain JSON. */
  data: Record<string, unknown>;
  /**
   * Memory a job may take over what the process holds idle, once its code is loaded: past it
   * the process is ended at once.
   */
  maxJobBytes: number;
}

export interface ReadingProcess {
  child: ChildProcess;
  task: string;
  maxJobBytes: number;
  /** False once it has ended, or is to be replaced. */
  alive: boolean;
}

/** What a process answers when the job (or its start) failed with an error. */
export interface Failure {
  error: { name: string; message: string };
}

/**
 * A Node process that reads untrusted files, apart from the server: what a file makes it
 * allocate is bounded by its memory watch, and all of it goes back to the system when the
 * process ends, which a thread of the server's own process cannot promise. It starts with no
 * environment, so without the server's secrets.
 */
export async function startProcess({
  task,
  source,
  data,
  maxJobBytes,
}: ProcessOptions): Promise<ReadingProcess> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '-e', processSource(source), JSON.stringify({ data, maxJobBytes })],
    // Typed arrays pass as they are; stdout stays quiet (tesseract talks there).
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced', env: {} },
  );
  const running: ReadingProcess = { child, task, maxJobBytes, alive: true };
  child.once('exit', () => {
    running.alive = false;
  });
  // A failed start or send shows as an exit; unheard, these errors would be thrown.
  child.on('error', () => {});
  const ready = await nextMessage<{ ready: true } | Failure>(running);
  if ('error' in ready) {
    await stopProcess(running);
    throw new Error(`${task} did not start: ${ready.error.message}`);
  }
  return running;
}

/** Gives the process one job; the reply is what it answers, or it rejects if the process ends. */
export async function ask<Reply>(running: ReadingProcess, job: object): Promise<Reply | Failure> {
  const answer = nextMessage<{ reply: Reply | Failure; held: number }>(running).catch(
    (error: unknown) => {
      if (error instanceof TextExtractionError) throw error;
      // Ended by the file itself (a decoder aborted on an image 16 million pixels wide): the
      // file cannot be read, which the reader is told, rather than a server error.
      throw new TextExtractionError('unreadable', `${running.task} ended on this file`, {
        cause: error,
      });
    },
  );
  running.child.send(job);
  const { reply, held } = await answer;
  // One that keeps much of what the file took (tesseract never gives back the memory of its
  // largest image) is replaced: every file gets the whole budget, and the other process's next
  // stage finds little of this one's left.
  if (held > running.maxJobBytes / 4) {
    running.alive = false;
    running.child.kill('SIGKILL');
  }
  return reply;
}

export async function stopProcess({ child }: ReadingProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

function nextMessage<Message>({ child, task, alive }: ReadingProcess): Promise<Message> {
  if (!alive) return Promise.reject(new Error(`The ${task} process has ended`));
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      stopListening();
      resolve(message);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      stopListening();
      reject(
        // Its memory watch ended it, or the system's out-of-memory killer did.
        signal === 'SIGKILL'
          ? new TextExtractionError('tooLarge', `${task} passed its memory limit`)
          : new Error(`The ${task} process exited with code ${String(code)}`),
      );
    };
    const stopListening = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
