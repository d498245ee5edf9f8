import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { toggleKey } from '@/lib/use-selection';

export interface DataColumn {
  label: ReactNode;
  /** The server's name of the column, when the list sorts by it. */
  sortKey?: string;
  /** Classes of the column's header and cells in the table. */
  className?: string;
  /** The row's actions: on a phone drawn across the foot of the card, without a label. */
  actions?: boolean;
}

export interface DataRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
  /** Named by this for its checkbox ("Select Rumana Haque"). */
  label?: string;
}

/** Rows ticked for a bulk action, by key. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** "Select Rumana Haque" for a row's checkbox, "Select all on this page" for the header's. */
  rowLabel: (row: DataRow) => string;
  allLabel: string;
}

/** The column the list is sorted by, and the way; a click on a header sorts by it. */
export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
}

const checkbox = 'size-4 rounded border-slate-300 accent-brand-700';
const tapTarget = '-m-3.5 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center';

function SortButton({ column, sort }: { column: DataColumn; sort: TableSort }) {
  const active = sort.key === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column.sortKey!)}
      className="inline-flex items-center gap-1 uppercase hover:text-slate-800"
    >
      {column.label}
      <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden />
    </button>
  );
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
  selection,
  sort,
}: {
  caption?: ReactNode;
  columns: DataColumn[];
  rows: DataRow[];
  /** Said instead of rows when there are none. */
  empty?: ReactNode;
  /** Checkboxes to pick rows for a bulk action. */
  selection?: RowSelection;
  sort?: TableSort;
}) {
  const frame = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
  const toggle = (key: string) => selection?.onChange(toggleKey(selection.selected, key));
  const allTicked = rows.length > 0 && rows.every((row) => selection?.selected.has(row.key));
  // Each box sits in a 44 px label: a thumb's target on a phone, the table's rhythm kept.
  const tick = (row: DataRow) =>
    selection && (
      <label className={tapTarget}>
        <input
          type="checkbox"
          className={checkbox}
          aria-label={selection.rowLabel(row)}
          checked={selection.selected.has(row.key)}
          onChange={() => toggle(row.key)}
        />
      </label>
    );
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
              <div className="flex items-start gap-3 font-medium break-words text-slate-900">
                {tick(row)}
                <div className="min-w-0 flex-1">{row.cells[0]}</div>
              </div>
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
              {selection && (
                <th className="w-10 px-4 py-3">
                  <label className={tapTarget}>
                    <input
                      type="checkbox"
                      className={checkbox}
                      aria-label={selection.allLabel}
                      checked={allTicked}
                      onChange={() =>
                        selection.onChange(
                          allTicked
                            ? new Set()
                            : new Set([...selection.selected, ...rows.map((row) => row.key)]),
                        )
                      }
                    />
                  </label>
                </th>
              )}
              {columns.map((column, index) => (
                <th
                  key={index}
                  className={cn('px-4 py-3', column.className)}
                  aria-sort={
                    sort && column.sortKey && sort.key === column.sortKey
                      ? sort.dir === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {sort && column.sortKey ? (
                    <SortButton column={column} sort={sort} />
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && empty ? (
              <tr>
                <td
                  colSpan={columns.length + (selection ? 1 : 0)}
                  className="px-4 py-10 text-center text-slate-500"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className="align-top">
                  {selection && <td className="px-4 py-3">{tick(row)}</td>}
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
