import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu folded behind a button on narrow screens (a WAI-ARIA disclosure): the button tells
 * whether it is open and what it opens; Escape closes it and gives focus back to the button, and
 * it closes as soon as the page changes (a link in it followed, Back or Forward).
 */
export function useMenuButton(panelId: string) {
  const { key } = useLocation();
  // Open on the page it was opened on only: any navigation closes it, with no effect to run.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    /** For a link to the page already shown, which changes nothing the menu could notice. */
    close: () => setOpenAt(null),
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenAt(open ? null : key),
    },
  };
}
