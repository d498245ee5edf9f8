import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the part of the page the address names (/#features). A browser does so only when
 * it loads a page, before the app has drawn that part; the router's navigations not at all. So
 * after each navigation, once the page has rendered (a layout's effects run after its page's),
 * the part is brought into view, under the sticky header by its scroll-margin-top.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // "#%E0": names nothing
    }
    document.getElementById(id)?.scrollIntoView();
  }, [hash, key]);
}
