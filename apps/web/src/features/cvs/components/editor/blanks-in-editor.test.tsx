import { emptyCvData } from '@careercard/shared/cv';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BLANK_HIGHLIGHT, blankRanges, markBlanks } from './blank-highlight';
import { FieldInput } from './field-input';
import { controlOf, focusField } from './focus-field';

describe('a field with a blank', () => {
  it('names the blanks under the field and ties the note to it', () => {
    render(
      <FieldInput
        id="personal-summary"
        field={{ name: 'summary', kind: 'textarea', maxLength: 5000 }}
        value="Delivered [key result] for [team] and [key result] again."
        onChange={vi.fn()}
        labelKeys={['cvEditor.personal.fields.summary']}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Professional summary' });
    expect(field).toHaveAccessibleDescription(/Fill in these blanks: \[key result\], \[team\]$/);
  });

  it('has no note once filled in', () => {
    render(
      <FieldInput
        id="personal-title"
        field={{ name: 'title', kind: 'text', maxLength: 200 }}
        value="Senior Accountant"
        onChange={vi.fn()}
        labelKeys={['cvEditor.personal.fields.title']}
      />,
    );
    expect(screen.queryByText(/Fill in/)).toBeNull();
  });
});

describe('the preview marks', () => {
  it('cover each blank of the drawn text, and nothing else', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Led <b>[X]</b> people</p><p>Grew sales by XX % in 2024.</p>';
    expect(blankRanges(root).map((range) => range.toString())).toEqual(['[X]', 'XX %']);
  });

  it('follow the text of every preview shown, and go with it', async () => {
    const highlights = new Map<string, { ranges: Range[] }>();
    vi.stubGlobal('CSS', { ...globalThis.CSS, highlights });
    vi.stubGlobal(
      'Highlight',
      class {
        ranges: Range[];
        constructor(...ranges: Range[]) {
          this.ranges = ranges;
        }
      },
    );
    const marks = () => highlights.get(BLANK_HIGHLIGHT)?.ranges.map(String);
    try {
      const side = document.createElement('div');
      side.textContent = 'Delivered [key result].';
      const full = document.createElement('div');
      full.textContent = 'Cut costs by XX %.';
      const unmarkSide = markBlanks(side);
      const unmarkFull = markBlanks(full);
      expect(marks()).toEqual(['[key result]', 'XX %']);
      side.textContent = 'Delivered 12 launches.';
      await new Promise((resolve) => setTimeout(resolve));
      expect(marks()).toEqual(['XX %']);
      unmarkFull?.();
      unmarkSide?.();
      expect(highlights.has(BLANK_HIGHLIGHT)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("'Fill them in' in the editor", () => {
  const data = emptyCvData();
  data.experience.push({
    id: 'job-1',
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    description: '[key result]',
  });

  it('finds the control of each field', () => {
    expect(controlOf('personal.summary', data)).toEqual({ id: 'personal-summary' });
    expect(controlOf('experience.0.description', data)).toEqual({
      id: 'cvEditor.lists.experience-job-1-description',
      entryId: 'job-1',
    });
    expect(controlOf('experience.3.description', data)).toBeUndefined();
  });

  it('opens a folded entry to put the cursor in its field', () => {
    const toggle = vi.fn();
    render(
      <div data-entry="job-1">
        <button type="button" data-control="toggle" aria-expanded="false" onClick={toggle}>
          Job
        </button>
      </div>,
    );
    focusField('experience.0.description', data);
    expect(toggle).toHaveBeenCalledOnce();
  });
});
