import { emptyCvData } from '@careercard/shared/cv';
import type { CvSummary, UpdateCvInput } from '@careercard/shared/cv-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import { useCvDraft } from './use-cv-draft';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiRequest: vi.fn(),
}));

const cv = {
  id: 'cv-1',
  name: 'My CV',
  templateId: 1,
  templateName: 'DefaultResume',
  lastModified: '2026-11-25T10:00:00.000Z',
  version: 1,
  data: emptyCvData(),
};

describe('saving a CV draft', () => {
  it('sends one save at a time, each from the version the last one gave', async () => {
    // Each save answers when the test says so, with the next version.
    const answers: Array<(summary: CvSummary) => void> = [];
    vi.mocked(apiRequest).mockImplementation(
      () =>
        new Promise((resolve) =>
          answers.push((summary) => resolve({ success: true, data: summary })),
        ),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCvDraft(cv), { wrapper });

    act(() => result.current.update((draft) => ({ ...draft, name: 'First' })));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.flush();
    });
    // A change while that save runs, then the autosave and Save & Download at once.
    act(() => result.current.update((draft) => ({ ...draft, name: 'Second' })));
    let both!: Promise<boolean[]>;
    act(() => {
      both = Promise.all([result.current.flush(), result.current.flush()]);
    });
    await act(async () => {
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      answers[0]!({ ...cv, name: 'First', version: 2 });
      await first;
    });
    await act(async () => {
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!({ ...cv, name: 'Second', version: 3 });
      expect(await both).toEqual([true, true]);
    });

    const sent = vi.mocked(apiRequest).mock.calls.map(([, init]) => init?.json as UpdateCvInput);
    expect(sent.map((input) => [input.version, input.name])).toEqual([
      [1, 'First'],
      [2, 'Second'],
    ]);
    expect(result.current.status.kind).toBe('saved');
  });
});
