import { useEffect, useState } from 'react';

/** How long typing pauses before a search applies. */
const SEARCH_PAUSE_MS = 300;

/**
 * A search box that applies what is typed once the typing pauses. `applied` is the search in
 * force (the address's): when it changes from elsewhere (Back, Clear, a saved view) the box
 * follows.
 */
export function usePausedSearch(applied: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    setTyped(applied);
  }
  useEffect(() => {
    if (typed.trim() === applied) return;
    const timer = setTimeout(() => apply(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, apply]);
  return [typed, setTyped] as const;
}
