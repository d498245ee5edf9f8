import { emptyCvData } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PreviewPanel } from './preview-panel';

// jsdom has neither font loading nor resize observing; the pages are drawn all the same.
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

const defaultTemplate = { component: 'DefaultResume' as const, layout: null };

describe('the live preview', () => {
  it('shows placeholders greyed in the editor, says what they are and what the CV needs', async () => {
    render(<PreviewPanel data={emptyCvData()} template={defaultTemplate} placeholders />);
    // The blocks as drawn for measuring (jsdom lays out no pages).
    await waitFor(() => expect(document.querySelectorAll('[data-placeholder]')).toHaveLength(3));
    expect(screen.getByText(/Faded, dashed text is an example/)).toBeInTheDocument();
    const needed = screen.getByRole('note', { name: 'Needed before your CV goes out' });
    expect(needed).toHaveTextContent('Full name: not filled in');
    expect(needed).toHaveTextContent('Email or phone: not filled in');
  });

  it('of a finished CV (a tailored one) shows real data only', async () => {
    const imported = { ...sampleCv, personal: { ...sampleCv.personal, name: '', email: '' } };
    render(<PreviewPanel data={imported} template={defaultTemplate} />);
    await waitFor(() => expect(document.body).toHaveTextContent('Padma Softworks Ltd.'));
    expect(document.querySelector('[data-placeholder]')).toBeNull();
    expect(document.body).not.toHaveTextContent(/Your Name|your\.email@/);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says which filled parts the template leaves out', () => {
    render(<PreviewPanel data={sampleCv} template={defaultTemplate} placeholders />);
    expect(
      screen.getByText(
        'This template leaves out your Extracurricular Activities and References. Choose another template to show them.',
      ),
    ).toBeInTheDocument();
  });
});
