import type { AdminDashboardStats } from '@careercard/shared/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { Component as AdminHome } from './home';

const none: AdminDashboardStats = {
  totalRevenue: null,
  sandboxRevenue: null,
  revenueByMethod: null,
  newUsers30Days: null,
  cvsAnalyzed: null,
  smsDelivery: null,
  paymentMode: null,
};

/** The server's figures for the staff member, and an empty activity list. */
function serve(stats: AdminDashboardStats) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/admin/dashboard-stats')
        ? new Response(JSON.stringify({ success: true, data: stats }))
        : new Response(
            JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, perPage: 20 } }),
          ),
    ),
  );
}

function signIn(permissions: string[]) {
  session.start({
    id: 3,
    name: 'Shirin Akter',
    email: 'shirin@example.com',
    role: ['admin'],
    permissions,
    locale: 'en',
    token: 'token-3',
  });
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  session.end();
  vi.unstubAllGlobals();
});

describe('the back office dashboard', () => {
  it('shows a blog editor no business figures, not even while they load', async () => {
    signIn(['manage_blog']);
    serve(none);
    renderHome();
    expect(screen.queryByText('Total Revenue')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('Total Revenue')).toBeNull();
    expect(screen.queryByText('New Users (30 days)')).toBeNull();
    expect(screen.queryByText('CVs Analyzed')).toBeNull();
  });

  it('shows support staff the figures of the users, and no revenue', async () => {
    signIn(['manage_users']);
    serve({ ...none, newUsers30Days: 12, cvsAnalyzed: 340 });
    renderHome();
    expect(await screen.findByText('340')).toBeVisible();
    expect(screen.getByText('New Users (30 days)')).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.queryByText('Total Revenue')).toBeNull();
  });

  it('says what the revenue is made of, by method, with test money apart', async () => {
    signIn(['manage_packages']);
    serve({
      ...none,
      totalRevenue: 1280,
      sandboxRevenue: 50,
      revenueByMethod: [
        { method: 'bkash', real: 1030, sandbox: 30 },
        { method: 'nagad', real: 250, sandbox: 20 },
      ],
    });
    renderHome();
    expect(await screen.findByText('৳1,280')).toBeVisible();
    expect(
      screen.getByText(
        'Completed payments less refunds, all time: bKash ৳1,030 and Nagad ৳250; bKash ৳30 and Nagad ৳20 more paid in a sandbox is no real money',
      ),
    ).toBeVisible();
  });
});
