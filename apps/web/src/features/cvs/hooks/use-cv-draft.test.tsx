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

  it('undoes and redoes changes across fields, an AI answer as a step of its own that its save names', async () => {
    let version = 1;
    vi.mocked(apiRequest).mockImplementation(async () => {
      version += 1;
      return { success: true, data: { ...cv, version } };
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { result } = renderHook(() => useCvDraft(cv), { wrapper });
    const setTitle = (title: string) =>
      act(() =>
        result.current.update((draft) => ({
          ...draft,
          data: { ...draft.data, personal: { ...draft.data.personal, title } },
        })),
      );
    const title = () => result.current.draft.data.personal.title;

    // Letters typed in a row are one step; a pause starts another; the name is another field.
    setTitle('A');
    setTitle('Ac');
    now.mockReturnValue(1_005_000);
    setTitle('Accountant');
    now.mockReturnValue(1_010_000);
    act(() => result.current.update((draft) => ({ ...draft, name: 'Finance CV' })));
    await act(() => result.current.flush());
    // An AI answer: what was typed is saved first, then the answer is saved as 'ai'.
    act(() => result.current.markNext('ai'));
    setTitle('Senior Accountant');
    await act(() => result.current.flush());
    const sent = () =>
      vi.mocked(apiRequest).mock.calls.map(([, init]) => init?.json as UpdateCvInput);
    expect(sent().at(-1)).toMatchObject({ reason: 'ai' });
    expect(sent().filter((input) => input.reason)).toHaveLength(1);

    act(() => result.current.undo());
    expect(title()).toBe('Accountant');
    expect(result.current.draft.name).toBe('Finance CV');
    act(() => result.current.undo());
    expect(result.current.draft.name).toBe('My CV');
    act(() => result.current.undo());
    expect(title()).toBe('Ac');
    act(() => result.current.undo());
    expect(title()).toBe(cv.data.personal.title);
    expect(result.current.canUndo).toBe(false);

    act(() => result.current.redo());
    act(() => result.current.redo());
    act(() => result.current.redo());
    act(() => result.current.redo());
    expect(title()).toBe('Senior Accountant');
    expect(result.current.canRedo).toBe(false);
    // An undo is saved like any change: the server gets the CV as it is on screen.
    act(() => result.current.undo());
    await act(() => result.current.flush());
    expect(sent().at(-1)).toMatchObject({
      data: { personal: { title: 'Accountant' } },
    });
    expect(sent().at(-1)?.reason).toBeUndefined();
    // A new change after an undo drops what could be redone.
    setTitle('Chief Accountant');
    expect(result.current.canRedo).toBe(false);
    now.mockRestore();
  });
});
