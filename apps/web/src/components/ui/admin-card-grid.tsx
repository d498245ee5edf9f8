import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The back office's grid of cards; `className` sets its columns for the cards' pictures. */
export function AdminCardGrid({ className, children }: { className: string; children: ReactNode }) {
  return <ul className={cn('grid gap-5', className)}>{children}</ul>;
}

interface AdminCardProps {
  /** The card's title, and its accessible name. */
  name: string;
  picture: ReactNode;
  /** Drawn over the picture's corner, not greyed with it (e.g. a JSON badge). */
  overlay?: ReactNode;
  /** Buttons for the record; none, no bar. */
  actions?: ReactNode;
  /** The record's StatusBadge, beside its name. */
  status: ReactNode;
  /** Greys the picture (a disabled record). */
  disabled?: boolean;
  /** The picture sits on a grey mat (a page, rather than a picture that fills the card). */
  framed?: boolean;
  /** What the card says under its name (kind, counts, price). */
  children?: ReactNode;
  /** A box to tick the record for a bulk action, in the picture's corner. */
  tick?: { checked: boolean; onChange: () => void; label: string };
}

/**
 * One record in an AdminCardGrid: its picture, its name with its status, and its actions. On
 * wider screens the actions show over the picture on hover, and whenever one of them holds the
 * keyboard focus; on a phone (no hover) they sit under it.
 */
export function AdminCard({
  name,
  picture,
  overlay,
  actions,
  status,
  disabled = false,
  framed = false,
  children,
  tick,
}: AdminCardProps) {
  return (
    <li
      aria-label={name}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className={cn('relative', framed && 'border-b border-slate-100 bg-slate-100 p-3')}>
        <div className={cn(disabled && 'opacity-40 grayscale')}>{picture}</div>
        {overlay}
        {tick && (
          // Always shown, not on hover: a phone has none. The label is a thumb's 44 px target.
          <label className="absolute top-1 left-1 z-10 inline-flex size-11 cursor-pointer items-center justify-center">
            <span className="inline-flex size-7 items-center justify-center rounded-lg bg-white/95 shadow ring-1 ring-slate-200">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-brand-700"
                aria-label={tick.label}
                checked={tick.checked}
                onChange={tick.onChange}
              />
            </span>
          </label>
        )}
        {actions && (
          <div
            className={cn(
              'flex flex-wrap justify-end gap-1 transition-opacity sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-slate-900/60 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100',
              framed ? 'pt-2 sm:p-3' : 'border-b border-slate-100 p-2 sm:border-0 sm:pt-8',
            )}
          >
            {actions}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold break-words text-slate-900">{name}</p>
          {status}
        </div>
        {children}
      </div>
    </li>
  );
}
