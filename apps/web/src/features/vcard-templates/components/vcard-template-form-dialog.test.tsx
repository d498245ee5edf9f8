import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { modernLook } from '@careercard/shared/vcard-look';
import type { AdminVcardTemplate } from '@careercard/shared/vcard-templates';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { VcardTemplateFormDialog } from './vcard-template-form-dialog';

const calls: string[] = [];
beforeEach(() => {
  signIn();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response('{}', { status: 500 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

/** Modern with grey text on its white card: a JSON file, but one nobody could read. */
const unreadable = new File(
  [JSON.stringify({ ...modernLook, colors: { ...modernLook.colors, text: '#9ca3af' } })],
  'grey.json',
  { type: 'application/json' },
);
const CONTRAST = /^colors\.text: The text \(#9ca3af\) reads at 2\.\d\d:1 on the card/;

function open(template: AdminVcardTemplate | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VcardTemplateFormDialog template={template} onClose={() => {}} preview={() => null} />
    </QueryClientProvider>,
  );
}

async function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Template file (JSON)'), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTRAST));
}

describe('the V-Card template form', () => {
  it("keeps a refused file's reason on Save, not 'Please fill all required fields.'", async () => {
    open(null);
    await choose(unreadable);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRAST);
    expect(screen.queryByText('Please fill all required fields.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('does not save the old file over a refused new one', async () => {
    open({
      id: 9,
      name: 'Modern',
      thumbnailUrl: null,
      builtin: 'modern',
      look: modernLook,
      jsonContent: JSON.stringify(modernLook),
      status: 'Enabled',
      cards: 0,
      updatedAt: '2026-05-31T00:00:00.000Z',
    });
    await choose(unreadable);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRAST);
    expect(calls).toEqual([]);
  });

  it('drops the required-fields message once a good file fills what was missing', async () => {
    open(null);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields.');
    const good = new File([JSON.stringify(modernLook)], 'modern.json', {
      type: 'application/json',
    });
    fireEvent.change(screen.getByLabelText('Template file (JSON)'), { target: { files: [good] } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Modern'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
