import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { PhoneVerificationDialog } from './phone-verification-dialog';

const sends = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => typeof url === 'string' && url.endsWith('/user/otp/send'));

function openDialog() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <PhoneVerificationDialog
        open
        onOpenChange={() => {}}
        phone="01712-345678"
        onVerified={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            message: 'A verification code was sent.',
            phone: '+8801712345678',
            resendAfterSeconds: 30,
            demoCode: '246810',
          }),
          { status: 200 },
        ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('phone verification', () => {
  it('shows the code of a demo install under a clear label', async () => {
    openDialog();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Demo: no SMS is sent');
    expect(note).toHaveTextContent('Your code is 246810.');
  });

  it('in Bangla, shows the demo code in Bengali digits and takes it typed in either', async () => {
    await changeLocale('bn');
    try {
      openDialog();
      expect(await screen.findByRole('note')).toHaveTextContent('আপনার কোড হলো ২৪৬৮১০।');
      fireEvent.change(screen.getByLabelText('যাচাইকরণ কোড'), { target: { value: '২৪৬৮১০' } });
      fireEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
      await waitFor(() => {
        const verify = vi
          .mocked(fetch)
          .mock.calls.find(([url]) => typeof url === 'string' && url.endsWith('/user/otp/verify'));
        expect(JSON.parse(verify?.[1]?.body as string)).toEqual({
          phone: '+8801712345678',
          otp: '246810',
        });
      });
    } finally {
      await changeLocale('en');
      localStorage.clear();
    }
  });

  it('opened again within the resend wait, goes on with the code sent instead of asking again', async () => {
    const first = openDialog();
    await screen.findByText('Enter the 6-digit code we sent to +880 1712-345678.');
    first.unmount();
    expect(sends()).toHaveLength(1);

    openDialog(); // closed and opened again, or the page reloaded
    expect(
      screen.getByText('Enter the 6-digit code we sent to +880 1712-345678.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Your code is 246810.');
    await waitFor(() => expect(sends()).toHaveLength(1));
  });

  it('refused as too soon (a code sent from another tab), still asks for that code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'Please wait 12 seconds before asking for another code.' }),
            { status: 429, headers: { 'retry-after': '12' } },
          ),
      ),
    );
    openDialog();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 12s' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 12 seconds');
  });
});
