import { useRef } from 'react';

/**
 * Gives focus back, when a dialog closes, to what had it when the dialog opened. Radix does
 * this only for its own Trigger; our dialogs open from state, so without this the keyboard
 * user would land at the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
