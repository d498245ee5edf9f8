import { scoreBand } from '@careercard/shared/analysis-basics';
import { formatNumber } from '@/lib/format';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const BAR_COLOURS = { low: 'bg-red-500', medium: 'bg-yellow-500', high: 'bg-green-500' };

/**
 * One part of a score as a labelled bar: "Hard skills 82" or, with `max`, "Action verbs 12 / 15".
 * Inside a <dl>. Red under half, amber under three quarters, green above.
 */
export function ScoreBar({
  label,
  value,
  max = 100,
  children,
}: {
  label: string;
  value: number;
  max?: number;
  /** What the part found, under the bar. */
  children?: ReactNode;
}) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  const shown = Math.round(value);
  return (
    <div>
      <div className="flex justify-between gap-3 text-sm">
        <dt className="text-slate-700">{label}</dt>
        <dd className="shrink-0 font-semibold text-slate-900">
          {max === 100 ? formatNumber(shown) : `${formatNumber(shown)} / ${formatNumber(max)}`}
        </dd>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden>
        <div
          className={cn('h-2 rounded-full', BAR_COLOURS[scoreBand(share * 100)])}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {children && <dd className="mt-1.5 text-sm leading-relaxed text-slate-600">{children}</dd>}
    </div>
  );
}
