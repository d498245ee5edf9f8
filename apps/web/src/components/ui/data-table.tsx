import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface Column {
  label: ReactNode;
  className?: string;
}

/** A card-framed table with the app's header row; the rows are the caller's. */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption?: ReactNode;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        {caption && (
          <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
            {caption}
          </caption>
        )}
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} className={cn('px-4 py-3', column.className)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
