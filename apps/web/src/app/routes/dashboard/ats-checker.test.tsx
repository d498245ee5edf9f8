import { CV_TEXT_MAX, JOB_DESCRIPTION_MAX } from '@careercard/shared/analysis';
import { sampleCv } from '@careercard/shared/cv-sample';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AtsChecker } from './ats-checker';

const summary = {
  id: 'cv-1',
  name: 'Software Engineer CV',
  templateId: 1,
  templateName: 'DefaultResume',
  lastModified: '2026-11-24T10:00:00.000Z',
  version: 1,
};

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/user/cvs')
        ? { success: true, data: [summary] }
        : { success: true, data: { ...summary, data: sampleCv } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  ),
);
afterEach(() => vi.unstubAllGlobals());

function renderChecker() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AtsChecker />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const textOf = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label).value;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the dashboard checkers', () => {
  it('keep a typed job description when a saved CV fills in the CV, and across tabs', async () => {
    renderChecker();
    type('Job Description', 'Backend engineer, Node.js');
    await screen.findByRole('option', { name: summary.name });
    fireEvent.change(screen.getByLabelText('Fill in the CV from a saved one (optional)'), {
      target: { value: summary.id },
    });
    await waitFor(() => expect(textOf('Your CV / Resume')).toContain(sampleCv.personal.name));
    expect(screen.getByLabelText('Job Description')).toHaveValue('Backend engineer, Node.js');

    fireEvent.click(screen.getByRole('tab', { name: 'AI CV Quality Checker' }));
    fireEvent.click(screen.getByRole('tab', { name: 'ATS Checker' }));
    expect(screen.getByLabelText('Job Description')).toHaveValue('Backend engineer, Node.js');
    expect(textOf('Your CV / Resume')).toContain(sampleCv.personal.name);
  });

  it('clear the chosen file when a saved CV is chosen for the quality check', async () => {
    renderChecker();
    fireEvent.click(screen.getByRole('tab', { name: 'AI CV Quality Checker' }));
    const file = screen.getByLabelText<HTMLInputElement>('Or upload a CV (PDF, Word, JPG or PNG)');
    const cv = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    // jsdom's file input takes files only through this property.
    Object.defineProperty(file, 'files', { value: [cv], configurable: true });
    Object.defineProperty(file, 'value', { value: 'C:\\fakepath\\cv.pdf', writable: true });
    fireEvent.change(file);
    await screen.findByRole('option', { name: summary.name });
    fireEvent.change(screen.getByLabelText('A saved CV'), { target: { value: summary.id } });
    expect(file.value).toBe('');
  });

  it('keep the typed texts when the user leaves the section and comes back', () => {
    const { unmount } = renderChecker();
    type('Job Description', 'Backend engineer, Node.js');
    unmount();
    renderChecker();
    expect(screen.getByLabelText('Job Description')).toHaveValue('Backend engineer, Node.js');
  });

  it('take back the empty-fields message once both texts are there', () => {
    renderChecker();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze My CV' }));
    const message = 'Please provide both the CV/Resume and the Job Description.';
    expect(screen.getByText(message)).toBeInTheDocument();
    type('Job Description', 'Backend engineer, Node.js');
    expect(screen.getByText(message)).toBeInTheDocument();
    type('Your CV / Resume', 'Rahim Uddin, Node.js developer');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('limit the text boxes to what the server accepts, with a count near the limit', () => {
    renderChecker();
    expect(screen.getByLabelText('Your CV / Resume')).toHaveAttribute(
      'maxlength',
      String(CV_TEXT_MAX),
    );
    expect(screen.getByLabelText('Job Description')).toHaveAttribute(
      'maxlength',
      String(JOB_DESCRIPTION_MAX),
    );
    const near = Math.ceil(JOB_DESCRIPTION_MAX * 0.9);
    type('Job Description', 'x'.repeat(near - 1));
    expect(screen.queryByText(/ characters$/)).not.toBeInTheDocument();
    type('Job Description', 'x'.repeat(near));
    const count = `${near.toLocaleString('en')} / ${JOB_DESCRIPTION_MAX.toLocaleString('en')} characters`;
    expect(screen.getByLabelText('Job Description')).toHaveAccessibleDescription(count);
  });
});
