/**
 * The old app used hash routes (/#/dashboard). Such links still reach us: turn them into the
 * clean URL before the router reads the location.
 */
export function redirectHashLink(location: Location, history: History): void {
  // "#//host" or "#/\\host" would name another origin: only plain paths are taken.
  if (!/^#\/(?![/\\])/.test(location.hash)) return;
  try {
    history.replaceState(history.state, '', location.hash.slice(1));
  } catch {
    // A path the browser refuses: stay on the page as it is.
  }
}
