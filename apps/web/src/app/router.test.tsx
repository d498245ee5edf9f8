import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { webPagePatterns } from '@careercard/shared/web-pages';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { AppRouter, routes } from './router';

// A page whose code throws, as a page that breaks while rendering.
vi.mock('./routes/public/page', () => ({
  Component: () => {
    throw new Error('broken page');
  },
}));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: [] }), { status: 200 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  session.end();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AppRouter />
    </QueryClientProvider>,
  );
}

/** Every page address the routes draw (not the catch-alls), as full patterns. */
function patternsOf(list: typeof routes, parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], here)];
  });
}

describe('AppRouter', () => {
  it('has a page for exactly the addresses the server answers 200 for', () => {
    expect(patternsOf(routes).sort()).toEqual([...webPagePatterns].sort());
  });

  it('shows the not-found page for an unknown address inside the dashboard', async () => {
    signIn();
    renderAt('/dashboard/no-such-tab');
    // The dashboard's code is many modules for the test's transformer: slow on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: en.public.pageNotFound },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('draws the landing page, which comes with the app, at once', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: en.landing.heroTitle })).toBeVisible();
  });

  it('loads a page inside the site frame on first visit', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.public.pageNotFound }),
    ).toBeVisible();
  });

  it('shows an error page for a page that throws, and leaves it on the next navigation', async () => {
    renderAt('/p/about-us');
    expect(await screen.findByRole('heading', { name: en.errors.generic })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: en.common.backHome }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.landing.heroTitle }),
    ).toBeVisible();
  });
});
