import { scoreBand } from '@careercard/shared/analysis-basics';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const colours = {
  low: { stroke: 'stroke-red-500', text: 'text-red-600' },
  medium: { stroke: 'stroke-yellow-500', text: 'text-yellow-600' },
  high: { stroke: 'stroke-green-500', text: 'text-green-600' },
};

/** A round 0-100 score: red below 50, yellow 50 to 74, green 75 and above. */
export function ScoreRing({ score, label }: { score: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, score)));
  const colour = colours[scoreBand(value)];
  return (
    // shrink-0: beside a long summary in a row, the ring keeps its size.
    <div
      className="relative size-40 shrink-0"
      role="img"
      aria-label={`${label}: ${formatNumber(value)}%`}
    >
      <svg viewBox="0 0 36 36" className="size-full -rotate-90" aria-hidden>
        <circle
          cx="18"
          cy="18"
          r="15.9155"
          fill="none"
          className="stroke-slate-200"
          strokeWidth="3"
        />
        <circle
          cx="18"
          cy="18"
          r="15.9155"
          fill="none"
          className={colour.stroke}
          strokeWidth="3"
          strokeDasharray={`${value} 100`}
          strokeLinecap="round"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden>
        <span className={cn('text-4xl font-extrabold', colour.text)}>{formatNumber(value)}%</span>
        <span className="text-xs text-slate-500">{label}</span>
      </div>
    </div>
  );
}
