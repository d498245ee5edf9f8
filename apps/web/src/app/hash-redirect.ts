/**
 * The old app used hash routes (/#/dashboard). Such links still reach us: turn them into the
 * clean URL before the router reads the location.
 */
export function redirectHashLink(location: Location, history: History): void {
  if (!location.hash.startsWith('#/')) return;
  history.replaceState(history.state, '', location.hash.slice(1));
}
