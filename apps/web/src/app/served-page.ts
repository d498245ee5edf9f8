import type { Locale } from '@careercard/shared/locale';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page the server rendered carries for the browser: the language it was rendered in and
 * the API answers it was drawn from, in `<script id="served-page" type="application/json">`
 * (data, not a script: the content security policy runs no inline script).
 */
export interface ServedState {
  locale: Locale;
  queries: DehydratedState;
}

export const SERVED_STATE_ID = 'served-page';

/** The state of the page the server rendered, if it rendered this one. */
export function servedState(): ServedState | null {
  const element = document.getElementById(SERVED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServedState;
  } catch {
    return null;
  }
}
