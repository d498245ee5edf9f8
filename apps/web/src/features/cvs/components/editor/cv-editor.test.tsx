import { sampleCv } from '@careercard/shared/cv-sample';
import type { CvSummary } from '@careercard/shared/cv-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import { FlashProvider } from '@/lib/flash';
import { CvEditor } from './cv-editor';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiRequest: vi.fn(),
}));
// jsdom has neither font loading nor resize observing; the preview is drawn all the same.
Object.defineProperty(document, 'fonts', {
  value: Object.assign(new EventTarget(), { load: async () => [], ready: Promise.resolve() }),
});
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const cv = {
  id: 'cv-1',
  name: 'My CV',
  templateId: 1,
  templateName: 'DefaultResume',
  lastModified: '2026-11-25T10:00:00.000Z',
  version: 1,
  data: sampleCv,
};

describe('Save & Download in the editor', () => {
  // The whole editor with its live preview takes seconds to draw in jsdom on a busy machine.
  it('takes a click while an autosave runs, and downloads once that save is done', async () => {
    // The autosave answers when the test says so.
    let answer!: (summary: CvSummary) => void;
    vi.mocked(apiRequest).mockImplementation(
      () => new Promise((resolve) => (answer = (data) => resolve({ success: true, data }))),
    );
    const onDownload = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FlashProvider>
          <CvEditor
            cv={cv}
            templates={[]}
            templateDetails={{}}
            onBack={vi.fn()}
            onDownload={onDownload}
          />
        </FlashProvider>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('CV name'), { target: { value: 'Brand CV' } });
    await waitFor(() => expect(apiRequest).toHaveBeenCalledOnce(), { timeout: 10_000 });

    const button = screen.getByRole('button', { name: 'Save & Download' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
    await act(async () => answer({ ...cv, name: 'Brand CV', version: 2 }));
    await waitFor(
      () => expect(onDownload).toHaveBeenCalledWith({ id: 'cv-1', phone: sampleCv.personal.phone }),
      { timeout: 10_000 },
    );
    expect(apiRequest).toHaveBeenCalledOnce();
  }, 30_000);
});
