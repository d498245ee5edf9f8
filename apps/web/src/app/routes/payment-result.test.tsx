import type { PaymentDetail } from '@careercard/shared/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { Component as PaymentResult } from './payment-result';

const ATTACKER = 'Payment Successful! Call 01700-000000 to claim your refund';
const forged = `/payment/success?status=success&message=${encodeURIComponent(ATTACKER)}&paymentID=TR0011`;

const payment = (fields: Partial<PaymentDetail>): PaymentDetail => ({
  paymentID: 'TR0011',
  purpose: 'nfc_order',
  status: 'Failed',
  message: 'Payment failed.',
  amount: 1250,
  description: 'NFC Card (Classic), NFC-1001',
  pdfId: null,
  unusedCredit: false,
  coversUntil: null,
  ...fields,
});

/** The server answers with `detail`, or with 404 as for a payment of someone else. */
function serve(detail: PaymentDetail | null) {
  const fetch = vi.fn(async (_url: string) =>
    detail
      ? new Response(JSON.stringify({ success: true, data: detail }), { status: 200 })
      : new Response(JSON.stringify({ message: 'Payment not found.' }), { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signIn() {
  session.start({
    id: 7,
    name: 'Tanjila Rahman',
    email: 'tanjila@example.com',
    role: ['user'],
    permissions: [],
    locale: 'en',
    token: 'token-7',
  });
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PaymentResult />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  session.end();
  vi.unstubAllGlobals();
});

describe('the payment result', () => {
  it('shows the owner how the payment really went, not what its address says', async () => {
    signIn();
    const fetch = serve(payment({ status: 'Failed' }));
    renderAt(forged);
    expect(await screen.findByRole('dialog', { name: 'Payment Failed!' })).toBeVisible();
    expect(screen.getByText('Payment failed.')).toBeVisible();
    expect(screen.getByText('Amount: ৳1,250')).toBeVisible();
    expect(screen.getByText('Payment ID: TR0011')).toBeVisible();
    expect(screen.queryByText(ATTACKER)).toBeNull();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/user/payments/TR0011');
  });

  it('says a completed payment succeeded, with the server’s words', async () => {
    signIn();
    serve(payment({ status: 'Completed', message: 'Payment completed successfully.' }));
    renderAt('/payment/success?status=failure&message=Nothing%20was%20paid&paymentID=TR0011');
    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByText('Payment completed successfully.')).toBeVisible();
    expect(
      screen.getByText('Your NFC card is ordered. Follow it under Order NFC Card.'),
    ).toBeVisible();
    expect(screen.queryByText('Nothing was paid')).toBeNull();
  });

  it('reads a payment bKash has not settled as pending', async () => {
    signIn();
    serve(payment({ status: 'Initiated', message: null }));
    renderAt(forged);
    expect(await screen.findByRole('dialog', { name: 'Payment Pending' })).toBeVisible();
    expect(
      screen.getByText(/The payment provider has not confirmed this payment yet/),
    ).toBeVisible();
    expect(screen.queryByText(ATTACKER)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows nothing of a payment that is not the user’s', async () => {
    signIn();
    serve(null);
    renderAt(forged);
    expect(await screen.findByText('Payment not found.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Payment Status' })).toBeVisible();
    expect(screen.queryByText(ATTACKER)).toBeNull();
    expect(screen.queryByText(/TR0011/)).toBeNull();
  });

  it('asks a visitor to sign in, and tells them nothing of the payment', () => {
    const fetch = serve(payment({ status: 'Completed' }));
    renderAt(forged);
    expect(screen.getByRole('dialog', { name: 'Payment Status' })).toBeVisible();
    expect(screen.getByText(/Sign in to see how this payment went/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByText(ATTACKER)).toBeNull();
    expect(screen.queryByText(/TR0011/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
