import { describe, expect, it, vi } from 'vitest';
import { redirectHashLink } from './hash-redirect';

function fakeHistory() {
  const replaceState = vi.fn();
  return { replaceState, history: { state: null, replaceState } as unknown as History };
}

describe('old hash links', () => {
  it('become clean URLs, with their query', () => {
    const { history, replaceState } = fakeHistory();
    redirectHashLink(
      { hash: '#/payment/success?status=success&paymentID=P1' } as Location,
      history,
    );
    expect(replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/payment/success?status=success&paymentID=P1',
    );
  });

  it('leave ordinary anchors alone', () => {
    const { history, replaceState } = fakeHistory();
    redirectHashLink({ hash: '#features' } as Location, history);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
