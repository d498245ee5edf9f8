import { sampleCv } from '@careercard/shared/cv-sample';
import type { Prices } from '@careercard/shared/payments';
import type { PdfRecord } from '@careercard/shared/pdfs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { FlashProvider } from '@/lib/flash';
import { session } from '@/lib/session';
import { Component as CustomCv } from './custom-cv';
import { Component as PdfManagement } from './pdf-management';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const onSale: Prices = { cv_download: 30, custom_cv: 20, subscription: 150 };

const pending: PdfRecord = {
  id: '5b0c7d4e-1f2a-4b3c-8d9e-0a1b2c3d4e5f',
  file_name: 'Farzana-CV.pdf',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'Pending',
  price: 30,
  by_subscription: false,
};

/** The server as the user's pages read it: prices, no subscription, credits, a CV, PDFs. */
function serve({ prices = onSale, tailorings = 0 }: { prices?: Prices; tailorings?: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/prices') return json({ success: true, data: prices });
      if (url === '/api/payments/mode')
        return json({
          success: true,
          data: { mode: 'live', methods: { bkash: 'live', nagad: 'off', card: 'off' } },
        });
      if (url === '/api/user/subscription') {
        return json({ success: true, data: { activeUntil: null, price: prices.subscription } });
      }
      if (url === '/api/user/dashboard-stats') {
        return json({
          success: true,
          data: {
            cvsCreated: 1,
            atsChecksUsed: 1,
            credits: { cvDownloads: 0, tailorings },
            subscriptionUntil: null,
          },
        });
      }
      if (url === '/api/user/cvs/cv-9') {
        return json({
          success: true,
          data: {
            id: 'cv-9',
            name: 'Farzana CV',
            templateId: 1,
            templateName: 'DefaultResume',
            lastModified: '2026-11-20T10:00:00.000Z',
            version: 1,
            data: sampleCv,
          },
        });
      }
      if (url === '/api/user/pdfs') return json({ success: true, data: [pending] });
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function renderPage(page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FlashProvider>
        <MemoryRouter>{page}</MemoryRouter>
      </FlashProvider>
    </QueryClientProvider>,
  );
}

/** The builder as it comes back to a match it made: at the step that offers the tailoring. */
function atTheMatch() {
  sessionStorage.setItem(
    'careercard.customCv',
    JSON.stringify({
      jobDescription: 'Data analyst at Meghna Insights: SQL, Power BI, forecasting.',
      cvId: 'cv-9',
      generate: false,
      match: { atsScore: 64, summary: 'A fair match.', strengths: [], suggestions: [] },
    }),
  );
  return renderPage(<CustomCv />);
}

// jsdom has neither font loading nor resize observing, which the CV's preview uses.
Object.defineProperty(document, 'fonts', {
  value: Object.assign(new EventTarget(), { load: async () => [], ready: Promise.resolve() }),
});

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  session.start({
    id: 9,
    name: 'Farzana Akter',
    email: 'farzana@example.com',
    role: ['user'],
    permissions: [],
    locale: 'en',
    token: 'token-9',
  });
});

afterEach(() => {
  session.end();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('a package the staff took off sale', () => {
  it('is not offered by the Custom CV Builder, which says so', async () => {
    serve({ prices: { ...onSale, custom_cv: null } });
    atTheMatch();
    expect(await screen.findByText('Tailored CVs are not on sale right now.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Generate Tailored CV/ })).toBeNull();
  });

  it('still generates a custom CV paid for before', async () => {
    serve({ prices: { ...onSale, custom_cv: null }, tailorings: 1 });
    atTheMatch();
    expect(
      await screen.findByRole('button', { name: 'Generate Tailored CV (already paid)' }),
    ).toBeEnabled();
    expect(screen.queryByText('Tailored CVs are not on sale right now.')).toBeNull();
  });

  it('is offered at its price while on sale', async () => {
    serve({});
    atTheMatch();
    expect(await screen.findByRole('button', { name: 'Generate Tailored CV (৳20)' })).toBeEnabled();
  });

  it('leaves a pending PDF in Manage PDFs without a way to pay, and says why', async () => {
    serve({ prices: { ...onSale, cv_download: null } });
    renderPage(<PdfManagement />);
    expect(
      await screen.findByText(
        'PDF downloads are not on sale right now. PDFs already paid for still download.',
      ),
    ).toBeVisible();
    // The table and its phone cards: neither offers the payment.
    for (const pay of screen.getAllByRole('button', { name: 'Pay' })) expect(pay).toBeDisabled();
  });

  it('cannot be paid in the payment dialog', async () => {
    serve({});
    renderPage(
      <PaymentDialog
        open
        onOpenChange={() => {}}
        itemName="AI-Tailored CV with Cover Letter"
        amount={null}
        request={{ purpose: 'custom_cv' }}
      />,
    );
    expect(await screen.findByText('This item is not on sale right now.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });
});
