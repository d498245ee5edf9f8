import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { FlashProvider, useFlash } from '@/lib/flash';
import { SettingsForm } from './settings-form';

const REFUSAL =
  'These settings were not saved. Writing a test file to the S3 bucket "careercard" at https://s3.example.test failed: the bucket does not exist.';

function FlashText() {
  return <p data-testid="flash">{useFlash().flash?.message}</p>;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify({ message: REFUSAL, errors: { storage: [REFUSAL] } }), {
            status: 422,
          })
        : new Response(JSON.stringify({ success: true, data: {}, savedSecrets: [] })),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SettingsForm', () => {
  it('says why Storage settings were refused as a whole, and not that they were saved', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FlashProvider>
          <SettingsForm />
          <FlashText />
        </FlashProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: en.admin.settings.tabs.storage }));
    fireEvent.change(screen.getByLabelText(en.admin.settings.fields.storage.bucket), {
      target: { value: 'careercard' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.admin.settings.save }));
    expect(await screen.findByText(REFUSAL)).toBeVisible();
    expect(screen.getByTestId('flash')).toBeEmptyDOMElement();
  });
});
