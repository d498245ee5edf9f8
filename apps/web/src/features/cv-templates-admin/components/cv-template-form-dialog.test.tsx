import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { americanOnePageLayout } from '@careercard/shared/resume-layout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { CvTemplateFormDialog } from './cv-template-form-dialog';

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

const NO_LAYOUT =
  'This file is JSON but not a CV layout: "layout" is missing; it should be an object.';

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CvTemplateFormDialog template={null} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const upload = (content: unknown, name: string) =>
  fireEvent.change(screen.getByLabelText('Template JSON file'), {
    target: { files: [new File([JSON.stringify(content)], name, { type: 'application/json' })] },
  });

describe('the CV template form', () => {
  it('drops the required-fields banner once a good file fills what was missing', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fill all required fields.')).toBeVisible();
    upload(americanOnePageLayout, 'one-page.json');
    await screen.findByText('one-page.json is attached.');
    expect(screen.getByLabelText('Name')).toHaveValue('American One-Page');
    expect(screen.queryByText('Please fill all required fields.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in plain words why a JSON file is no layout, and still after Save', async () => {
    open();
    upload({ name: 'Sunrise' }, 'sunrise.json');
    await screen.findByText(NO_LAYOUT);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(NO_LAYOUT)).toBeVisible();
    expect(screen.queryByText('Please upload the template JSON file.')).toBeNull();
    expect(calls).toEqual([]);
  });
});
