import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { CategoryFormDialog } from './category-form-dialog';

const sent: unknown[] = [];
beforeEach(() => {
  signIn();
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      return new Response('{}', { status: 500 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CategoryFormDialog item={null} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe("the category modal's slug", () => {
  it('shows, from the name, the slug that is saved', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), {
      target: { value: 'Job Market – Trends 2026' },
    });
    expect(screen.getByLabelText('Slug')).toHaveValue('job-market-trends-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ slug: 'job-market-trends-2026' });
  });

  it('shows a typed slug as it will be saved once the field is left', () => {
    open();
    const slug = screen.getByLabelText('Slug');
    fireEvent.change(slug, { target: { value: 'Career  Advice -' } });
    expect(slug).toHaveValue('career-advice-');
    fireEvent.blur(slug);
    expect(slug).toHaveValue('career-advice');
  });
});
