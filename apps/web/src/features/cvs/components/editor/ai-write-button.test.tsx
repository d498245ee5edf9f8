import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { signIn } from '@/lib/test-sign-in';
import { AiWriteButton } from './ai-write-button';
import { WritingCvContext } from './writing-cv';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

const renderWithQueries = (ui: ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

function renderButton(onText = vi.fn()) {
  renderWithQueries(<AiWriteButton request={() => ({ fieldType: 'summary' })} onText={onText} />);
  return onText;
}

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('AI writing', () => {
  it('puts the written text in the field', async () => {
    answer(201, { success: true, data: { text: '  A new summary. ' } });
    const onText = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('A new summary.'));
  });

  it("says 'AI response format invalid.' when data.text is not a string", async () => {
    answer(201, { success: true, data: { text: 42 } });
    const onText = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('AI response format invalid.');
    expect(onText).not.toHaveBeenCalled();
  });

  it("says 'Failed to generate content.' with the server's message when the call fails", async () => {
    answer(503, { message: 'The writing service is busy.' });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate content: The writing service is busy.',
    );
  });

  it('says so when the answer changes nothing, and keeps the text', async () => {
    answer(201, { success: true, data: { text: 'Led a team of 5.' } });
    const onText = vi.fn();
    renderWithQueries(
      <AiWriteButton
        request={() => ({ fieldType: 'experience', existingText: 'Led a team of 5.' })}
        onText={onText}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent('nothing to change');
    answer(201, { success: true, data: { text: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing to suggest yet');
    expect(onText).not.toHaveBeenCalled();
  });

  it('suggests what the user could add when Improve with AI changes nothing', async () => {
    const summary = 'Accountant delivering [key result] for clients.';
    answer(201, { success: true, data: { text: summary } });
    renderWithQueries(
      <AiWriteButton
        request={() => ({ fieldType: 'summary', existingText: summary })}
        onText={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('nothing to change');
    expect(note).toHaveTextContent('To make it stronger, you could add:');
    expect(note).toHaveTextContent('your own facts in place of [key result]');
    expect(note).toHaveTextContent('a number that shows the result');
  });

  it('sends the CV being edited and says who wrote the text', async () => {
    answer(201, {
      success: true,
      data: { text: 'Junior Accountant.', source: { provider: 'local', fallback: false } },
    });
    const cv = {
      title: '',
      summary: '',
      experience: [],
      education: [],
      skills: [{ name: 'Tally', level: 'Advanced' }],
      projects: [],
      achievements: [],
    };
    renderWithQueries(
      <WritingCvContext value={() => cv}>
        <AiWriteButton request={() => ({ fieldType: 'title' })} onText={vi.fn()} />
      </WritingCvContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Drafted from your CV');
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ fieldType: 'title', cv });

    answer(201, {
      success: true,
      data: {
        text: 'Accountant skilled in Tally.',
        source: { provider: 'gemini', fallback: false },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Written by Gemini'));
  });

  it('says why a strong line comes back as it was', async () => {
    const line = 'Reconciled 14 bank accounts every month';
    answer(201, { success: true, data: { text: line, note: 'alreadyStrong' } });
    renderWithQueries(
      <AiWriteButton
        request={() => ({ fieldType: 'experience', existingText: line })}
        onText={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Already starts with a strong verb and states a result.',
    );
  });

  it('says where a line that lists skills counts more', async () => {
    answer(201, {
      success: true,
      data: { text: 'Applied Core Java, Hibernate and SQL', note: 'skillsLine' },
    });
    const onText = vi.fn();
    renderWithQueries(
      <AiWriteButton
        request={() => ({
          fieldType: 'experience',
          existingText: 'Experience in Core Java, Hibernate and SQL',
        })}
        onText={onText}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Improve with AI' }));
    const note = await screen.findByRole('status');
    expect(onText).toHaveBeenCalledWith('Applied Core Java, Hibernate and SQL');
    expect(note).toHaveTextContent('Improved from your own words');
    expect(note).toHaveTextContent('Some lines list skills: add them to Skills too');
  });

  it("says 'No token found. Please login.' without a session", async () => {
    session.end();
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No token found. Please login.');
  });
});
