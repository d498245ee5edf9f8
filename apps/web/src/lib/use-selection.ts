import { useState } from 'react';

/**
 * The rows ticked for a bulk action, by key: kept across pages, and let go when the filters
 * change (what was ticked may no longer be in the list).
 */
export function useSelection(filters: object) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const filterKey = JSON.stringify(filters);
  const [filtered, setFiltered] = useState(filterKey);
  if (filtered !== filterKey) {
    setFiltered(filterKey);
    setSelected(new Set());
  }
  return [selected, setSelected] as const;
}

/** `keys` with `key` ticked, or let go when it was. */
export function toggleKey(keys: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(keys);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
