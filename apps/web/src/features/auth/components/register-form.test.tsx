import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { RegisterForm } from './register-form';

const TAKEN = 'The email has already been taken.';
const SHORT = 'The password field must be at least 8 characters.';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: `${SHORT} (and 1 more error)`,
            errors: { password: [SHORT], email: [TAKEN] },
          }),
          { status: 422 },
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('says a taken e-mail together with a password too short, on one submit', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RegisterForm onRegistered={vi.fn()} />
      </QueryClientProvider>,
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(en.auth.name, 'Tania Sultana');
    type(en.auth.email, 'tania@example.test');
    type(en.auth.password, 'abc');
    type(en.auth.passwordConfirmation, 'abc');
    fireEvent.click(screen.getByRole('button', { name: en.auth.createAccount }));
    expect(await screen.findByText(TAKEN)).toBeVisible();
    expect(screen.getByText(SHORT)).toBeVisible();
  });
});
