import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashMessage } from '@/components/ui/flash-message';
import { signIn } from './test-sign-in';
import { FLASH_TIMEOUT_MS, FlashProvider, useFlash } from './flash';
import { session } from './session';

function Trigger() {
  const { showFlash } = useFlash();
  return (
    <button type="button" onClick={() => showFlash('Login successful')}>
      go
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('flash message', () => {
  it('shows the message and closes itself after 5 seconds', async () => {
    render(
      <FlashProvider>
        <FlashMessage />
        <Trigger />
      </FlashProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(FLASH_TIMEOUT_MS).toBe(5000);
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
  });

  it("ends with the session it was said in: signing out hides 'Login successful'", async () => {
    render(
      <FlashProvider>
        <FlashMessage />
        <Trigger />
      </FlashProvider>,
    );
    act(() => signIn());
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    act(() => session.end());
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
  });
});
