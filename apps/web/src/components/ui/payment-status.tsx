import type { PaymentHistoryRow } from '@careercard/shared/payments';
import { cn } from '@/lib/cn';

const STATUS_STYLE = {
  Completed: 'bg-green-100 text-green-800',
  Initiated: 'bg-slate-100 text-slate-700',
  Failed: 'bg-red-100 text-red-800',
  Cancelled: 'bg-amber-100 text-amber-800',
} as const;

const pill = 'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap';

/** A payment's status as a coloured pill, and beside it what was refunded, if anything. */
export function PaymentStatus({
  status,
  label,
  refundLabel,
}: {
  status: PaymentHistoryRow['status'];
  label: string;
  /** Said of a refund ("Refunded", "Partly refunded"); none when nothing was given back. */
  refundLabel?: string | undefined;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <span className={cn(pill, STATUS_STYLE[status])}>{label}</span>
      {refundLabel && <span className={cn(pill, 'bg-red-100 text-red-800')}>{refundLabel}</span>}
    </div>
  );
}
