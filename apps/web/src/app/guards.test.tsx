import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { GuestOnly } from './guards';

afterEach(() => session.end());

// The dashboard's code, still on its way.
const Loading = lazy(() => new Promise<never>(() => {}));

describe('GuestOnly', () => {
  it('shows the wait, not a blank page, while the page signed into loads', async () => {
    signIn();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<GuestOnly>sign-in form</GuestOnly>} />
            <Route path="/dashboard" element={<Loading />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });
});
