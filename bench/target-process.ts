import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';

export interface Target {
  appUrl: string;
  bareUrl: string;
  token: string;
  userId: number;
  /** Print links (/cv-preview?token=…) of a one-page and a three-page CV. */
  printUrls: { 'one-page': string; 'three-pages': string };
}

/** Starts `script` (bench/target.ts by default) in a child process and runs `use` against it. */
export async function withTarget<T, Info = Target>(
  use: (target: Info) => Promise<T>,
  script = 'bench/target.ts',
): Promise<T> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    // The child's stdin closes when this process ends, even by a crash: it then stops too.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [
      string,
    ];
    return await use(JSON.parse(line) as Info);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

/** The given percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
