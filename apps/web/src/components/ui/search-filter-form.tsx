import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { usePausedSearch } from '@/lib/use-paused-search';
import { TextField } from './text-field';

/**
 * A list's filter bar: a search box that applies once typing pauses (or on Enter), then the
 * list's own filters (`children`) in a card that lays them out in a row on wide screens.
 */
export function SearchFilterForm({
  label,
  searchLabel,
  searchHint,
  search,
  maxLength,
  onSearch,
  className,
  children,
}: {
  /** The form's name for assistive technology ("Filter users"). */
  label: string;
  searchLabel: string;
  searchHint: string;
  /** The search in force (the address's). */
  search: string;
  maxLength: number;
  onSearch: (text: string) => void;
  /** The grid's columns on wide screens. */
  className: string;
  children: ReactNode;
}) {
  const [typed, setTyped] = usePausedSearch(search, onSearch);
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
      className={cn(
        'grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:items-end',
        className,
      )}
    >
      <TextField
        label={searchLabel}
        type="search"
        placeholder={searchHint}
        value={typed}
        maxLength={maxLength}
        onChange={(event) => setTyped(event.target.value)}
      />
      {children}
    </form>
  );
}
