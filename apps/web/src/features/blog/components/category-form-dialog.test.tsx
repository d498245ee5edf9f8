import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { CategoryFormDialog } from './category-form-dialog';

const category = {
  id: 2,
  name: 'CV Tips',
  slug: 'cv-tips',
  description: 'Writing a CV that gets read.',
  nameBn: 'সিভি টিপস',
  descriptionBn: '',
  postCount: 3,
};

beforeEach(() => {
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, message: 'Category updated.', data: category }),
          { status: 200 },
        ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('the category modal', () => {
  it('edits the Bangla name and description beside the English, marked as Bangla', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CategoryFormDialog item={category} onClose={onClose} />
      </QueryClientProvider>,
    );
    const nameBn = screen.getByLabelText('Name in Bangla');
    expect(nameBn).toHaveValue('সিভি টিপস');
    expect(nameBn).toHaveAttribute('lang', 'bn');
    fireEvent.change(screen.getByLabelText('Description in Bangla'), {
      target: { value: 'যে সিভি পড়া হয়।' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Category' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/admin/blog/categories/2');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'CV Tips',
      slug: 'cv-tips',
      description: 'Writing a CV that gets read.',
      nameBn: 'সিভি টিপস',
      descriptionBn: 'যে সিভি পড়া হয়।',
    });
  });
});
