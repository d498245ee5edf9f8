import type { Prices } from '@careercard/shared/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider, useFlash } from '@/lib/flash';
import { session } from '@/lib/session';
import { useDownloadGate } from './download-gate';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: its answer to the CV's download, the prices, and an unverified session. */
function serve(download: 'pdf' | 402, prices: Partial<Prices> = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/download-pdf')) {
      return download === 'pdf'
        ? new Response('%PDF-1.7', {
            headers: { 'content-disposition': 'attachment; filename="Rumana-CV.pdf"' },
          })
        : json({ message: 'Please pay for this download first.' }, 402);
    }
    if (url === '/api/prices') {
      return json({
        success: true,
        data: { cv_download: 30, custom_cv: 20, subscription: 150, ...prices },
      });
    }
    if (url === '/api/payments/mode')
      return json({
        success: true,
        data: { mode: 'live', methods: { bkash: 'live', nagad: 'off', card: 'off' } },
      });
    if (url === '/api/user/otp/status') return json({ success: true, verified: false });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Editor({ phone = '' }: { phone?: string }) {
  const gate = useDownloadGate();
  const { flash } = useFlash();
  return (
    <>
      <button onClick={() => void gate.start({ id: 'cv-7', phone })}>Save & Download</button>
      {flash && <p role="alert">{flash.message}</p>}
      {gate.element}
    </>
  );
}

function renderEditor(phone?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FlashProvider>
        <Editor phone={phone} />
      </FlashProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.start({
    id: 7,
    name: 'Rumana Haque',
    email: 'rumana@example.com',
    role: ['user'],
    permissions: [],
    locale: 'en',
    token: 'token-7',
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x' }));
});

afterEach(() => {
  session.end();
  vi.unstubAllGlobals();
});

describe('Save & Download', () => {
  it('downloads a CV paid for and unchanged at once: no payment, no phone check', async () => {
    const fetch = serve('pdf');
    renderEditor('01712-345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your PDF has been downloaded.');
    expect(screen.queryByRole('dialog', { name: 'Complete Your Payment' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Verify Your Phone Number' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/user/cv/cv-7/download-pdf');
  });

  it('asks for the payment when the server says one is due', async () => {
    serve(402);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save & Download' }));
    const payment = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(payment).toHaveTextContent('৳30');
  });

  it('says a download the staff took off sale cannot be bought, and offers no payment', async () => {
    serve(402, { cv_download: null });
    renderEditor('01712-345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PDF downloads are not on sale right now. PDFs already paid for still download.',
    );
    expect(screen.queryByRole('dialog', { name: 'Complete Your Payment' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Verify Your Phone Number' })).toBeNull();
  });

  it('checks the phone first when a payment is due and the session proved none', async () => {
    serve(402);
    renderEditor('01712-345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Download' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Phone Number' })).toBeVisible();
  });
});
