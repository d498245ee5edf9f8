import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'px-2 py-0.5', md: 'px-2.5 py-1' };

/** A record's status as a pill: green while it is on (Enabled, Published), grey while it is off. */
export function StatusBadge({
  on,
  size = 'md',
  children,
}: {
  on: boolean;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded-full text-xs font-semibold whitespace-nowrap',
        sizes[size],
        on ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
      )}
    >
      {children}
    </span>
  );
}
