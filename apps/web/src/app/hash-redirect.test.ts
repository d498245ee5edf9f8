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

  it('never point the address at another site', () => {
    for (const hash of ['#//evil.example', '#/\\evil.example']) {
      const { history, replaceState } = fakeHistory();
      redirectHashLink({ hash } as Location, history);
      expect(replaceState).not.toHaveBeenCalled();
    }
  });

  it('leave ordinary anchors alone', () => {
    const { history, replaceState } = fakeHistory();
    redirectHashLink({ hash: '#features' } as Location, history);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
