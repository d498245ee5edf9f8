import type { VcardVisitRequest } from '@careercard/shared/vcard-analytics';

/**
 * Tells the server of a view or a link opened on a public card. Sent with keepalive, so a link
 * that leaves the page does not cancel it; a failure is nobody's concern but the figures'.
 */
export function sendVisit(slug: string, visit: VcardVisitRequest): void {
  void fetch(`/api/vcards/${encodeURIComponent(slug)}/visits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(visit),
    keepalive: true,
    credentials: 'include',
  }).catch(() => undefined);
}
