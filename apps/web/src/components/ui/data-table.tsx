import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DataColumn {
  label: ReactNode;
  /** Classes of the column's header and cells in the table. */
  className?: string;
  /** The row's actions: on a phone drawn across the foot of the card, without a label. */
  actions?: boolean;
}

export interface DataRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

/**
 * Rows of records: a card-framed table with the app's header row on wider screens; on a phone,
 * one card per row (its first cell as the card's title, the others labelled under it), so no
 * column or action hides behind a sideways scroll.
 */
export function DataTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption?: ReactNode;
  columns: DataColumn[];
  rows: DataRow[];
  /** Said instead of rows when there are none. */
  empty?: ReactNode;
}) {
  const frame = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
  return (
    <>
      <div className="space-y-3 md:hidden">
        {caption && <h2 className="text-base font-semibold text-slate-900">{caption}</h2>}
        {rows.length === 0 && empty && (
          <p className={cn(frame, 'px-4 py-10 text-center text-sm text-slate-500')}>{empty}</p>
        )}
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.key} className={cn(frame, 'p-4 text-sm')}>
              <div className="font-medium break-words text-slate-900">{row.cells[0]}</div>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
                {columns.slice(1).map((column, index) =>
                  column.actions ? null : (
                    <Fragment key={index}>
                      <dt className="text-slate-500">{column.label}</dt>
                      <dd className="min-w-0 break-words text-slate-700">{row.cells[index + 1]}</dd>
                    </Fragment>
                  ),
                )}
              </dl>
              {columns.map((column, index) =>
                column.actions ? (
                  <div key={index} className="mt-3 border-t border-slate-100 pt-3">
                    {row.cells[index]}
                  </div>
                ) : null,
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className={cn(frame, 'hidden overflow-x-auto md:block')}>
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
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && empty ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className="align-top">
                  {row.cells.map((cell, index) => (
                    <td key={index} className={cn('px-4 py-3', columns[index]?.className)}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
