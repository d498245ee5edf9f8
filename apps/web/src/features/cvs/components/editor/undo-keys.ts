import { useEffect } from 'react';

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the editor's changes, in any field (⌘ on a
 * Mac): the editor's history spans fields and AI answers, which a field's own undo cannot.
 * Not inside a dialog, whose fields are not the CV's.
 */
export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const wanted = key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' ? redo : null;
      if (!wanted) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      wanted();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
