import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListOrder {
  sort: string;
  dir: 'asc' | 'desc';
}

/** The filters of a list that has none (only an order and pages). */
export const NO_FILTERS = [] as const;

/**
 * A back-office list's state in the address: its filters (`names`, empty meaning "any"), its
 * order and its page, so a reload keeps them and a link shares them. New filters or a new order
 * start again at page 1.
 */
export function useListAddress<Name extends string>(
  names: readonly Name[],
  defaultOrder: ListOrder,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
        Name,
        string
      >,
    [names, params],
  );
  const order = useMemo<ListOrder>(() => {
    const sort = params.get('sort');
    if (!sort) return defaultOrder;
    return { sort, dir: params.get('dir') === 'asc' ? 'asc' : 'desc' };
  }, [params, defaultOrder]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = useCallback(
    (next: { filters: Record<Name, string>; order: ListOrder; page: number }) => {
      const query: Record<string, string> = {};
      for (const name of names) if (next.filters[name]) query[name] = next.filters[name];
      if (next.order.sort !== defaultOrder.sort || next.order.dir !== defaultOrder.dir) {
        query.sort = next.order.sort;
        query.dir = next.order.dir;
      }
      if (next.page > 1) query.page = String(next.page);
      setParams(query, { replace: true });
    },
    [names, defaultOrder, setParams],
  );
  const onFilters = useCallback(
    (next: Record<Name, string>) => go({ filters: next, order, page: 1 }),
    [go, order],
  );
  const onOrder = useCallback(
    (next: ListOrder) => go({ filters, order: next, page: 1 }),
    [go, filters],
  );
  const onPage = useCallback(
    (number: number) => go({ filters, order, page: number }),
    [go, filters, order],
  );
  return { filters, order, page, onFilters, onOrder, onPage };
}

/** The order after a click on a column's header: the same column turns around; a new one starts
 * with `largestFirst` keys (dates, amounts) descending and the rest A to Z. */
function nextOrder(current: ListOrder, key: string, largestFirst: readonly string[]): ListOrder {
  if (key === current.sort) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: largestFirst.includes(key) ? 'desc' : 'asc' };
}

/** A DataTable's `sort`: the order in force, and what a click on a column's header makes it. */
export const tableSort = (
  order: ListOrder,
  onOrder: (order: ListOrder) => void,
  largestFirst: readonly string[] = [],
) => ({
  key: order.sort,
  dir: order.dir,
  onSort: (key: string) => onOrder(nextOrder(order, key, largestFirst)),
});

/**
 * An editor opened over a list, named in the address (`?post=new` or an id). Opening it is a
 * step Back (and the browser's back) returns from; closing it keeps the list's own state.
 */
export function useEditorAddress(name: string) {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: !value },
      ),
    [name, setParams],
  );
  return [params.get(name), open] as const;
}

/** A list's filters as its API and its CSV take them: each one set, trimmed; blanks ("any") left out. */
export function filterParams(filters: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as Array<[string, string]>) {
    if (value.trim()) params.set(name, value.trim());
  }
  return params;
}

/** A list's filters, order and page, as its API takes them. */
export function listQuery(order: ListOrder, page: number, filters: object = {}): string {
  const params = filterParams(filters);
  params.set('sort', order.sort);
  params.set('dir', order.dir);
  params.set('page', String(page));
  return params.toString();
}
