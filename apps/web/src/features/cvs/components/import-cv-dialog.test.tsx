import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCv } from '@careercard/shared/cv-sample';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { ImportCvDialog } from './import-cv-dialog';

const { personal, experience, education, skills, languages, projects, extracurricular } = sampleCv;
const parsed = { personal, experience, education, skills, languages, projects, extracurricular };

/**
 * A server that takes its time to read the file (longer than any busy test machine needs to
 * close the dialog), unless the request is cancelled.
 */
const calls: string[] = [];
beforeEach(() => {
  signIn();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          calls.push(url);
          const body = url.endsWith('/parse-resume') ? { success: true, ...parsed } : {};
          const timer = setTimeout(
            () => resolve(new Response(JSON.stringify(body), { status: 200 })),
            2000,
          );
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

const renderDialog = (onImported = vi.fn(), onOpenChange = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportCvDialog open onOpenChange={onOpenChange} templates={[]} onImported={onImported} />
    </QueryClientProvider>,
  );

describe('Import from File', () => {
  it('offers Word documents and sends them, and old .doc files, to the server to read', async () => {
    renderDialog();
    const { accept } = screen.getByLabelText<HTMLInputElement>('Choose a file');
    expect(accept.split(',')).toEqual(
      expect.arrayContaining([
        '.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        '.pdf',
        '.json',
      ]),
    );
    const files = [
      new File(['PK'], 'cv.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      // No type, as a browser on a computer without Word gives it.
      new File(['PK'], 'Nusrat Jahan.docx'),
      // The server says what to save it as.
      new File(['\u00d0\u00cf'], 'cv.doc', { type: 'application/msword' }),
    ];
    for (const file of files) {
      fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } });
      await screen.findByText('Parsing Your CV...');
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByText('Parsing Your CV...')).toBeNull());
    }
    expect(calls).toEqual(Array(3).fill('/api/user/parse-resume'));
  });

  it('cancels the import when the dialog is closed while the file is read', async () => {
    const onImported = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportCvDialog open onOpenChange={onOpenChange} templates={[]} onImported={onImported} />
      </QueryClientProvider>,
    );
    const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [pdf] } });
    await screen.findByText('Parsing Your CV...');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual(['/api/user/parse-resume']);
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
