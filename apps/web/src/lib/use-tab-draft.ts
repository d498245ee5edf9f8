import { useEffect, useState } from 'react';

/**
 * State kept in this browser tab's session storage: text typed on a page is still there after
 * going to another section and back, or after a reload, and gone when the tab is closed.
 */
export function useTabDraft<T>(key: string, initial: (stored: T | null) => T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(key);
      return initial(raw === null ? null : (JSON.parse(raw) as T));
    } catch {
      return initial(null);
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the draft lives only as long as the page.
    }
  }, [key, value]);
  return [value, setValue] as const;
}
