import { emptyCvData } from '@careercard/shared/cv';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cvBlanks, cvIssues, type NamedBlank } from './cv-blanks';
import { useBlanksCheck } from './use-blanks-check';

const t = i18n.t.bind(i18n);

const cv = () => {
  const data = emptyCvData();
  data.personal.summary = 'Accountant delivering [key result] for [team or clients].';
  data.experience.push({
    id: 'job-1',
    title: 'Senior Accountant',
    company: 'XX Ltd',
    location: '',
    startDate: '',
    endDate: '',
    description: '- Cut costs by XX %',
  });
  data.personal.links.push({ id: 'link-1', label: 'Portfolio', url: 'https://lorem.test' });
  return data;
};

afterEach(() => void i18n.changeLanguage('en'));

describe('the blanks of a CV', () => {
  it('are listed in reading order with their field in words', () => {
    expect(cvBlanks(t, cv())).toEqual([
      { path: 'personal.summary', text: '[key result]', field: 'Professional summary' },
      { path: 'personal.summary', text: '[team or clients]', field: 'Professional summary' },
      { path: 'experience.0.company', text: 'XX', field: 'Work Experience 1 · Company' },
      { path: 'experience.0.description', text: 'XX %', field: 'Work Experience 1 · What you did' },
    ]);
  });

  it('for a V-Card, only the personal details the card shows', () => {
    expect(cvBlanks(t, cv(), true).map((blank) => blank.path)).toEqual([
      'personal.summary',
      'personal.summary',
    ]);
  });

  it('are named in Bangla with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    expect(cvBlanks(t, cv())[2]!.field).toMatch(/১/);
  });
});

describe('what a CV needs before it goes out', () => {
  it('names a missing name and a missing way to reach the person first, then the blanks', () => {
    const data = cv();
    data.personal.summary = 'Accountant for [team].';
    expect(cvIssues(t, data)).toEqual([
      { path: 'personal.name', text: 'not filled in', field: 'Full name', missing: true },
      { path: 'personal.email', text: 'not filled in', field: 'Email or phone', missing: true },
      { path: 'personal.summary', text: '[team]', field: 'Professional summary' },
      expect.objectContaining({ path: 'experience.0.company' }),
      expect.objectContaining({ path: 'experience.0.description' }),
    ]);
  });

  it('takes a phone as a way to reach the person as well as an e-mail address', () => {
    const data = emptyCvData();
    data.personal.name = 'Rumana Akter';
    data.personal.phone = '01711-000000';
    expect(cvIssues(t, data, true)).toEqual([]);
  });
});

function Checker({
  blanks,
  onGoOn,
  onFill,
}: {
  blanks: NamedBlank[];
  onGoOn: () => void;
  onFill: (first: NamedBlank) => void;
}) {
  const { check, element } = useBlanksCheck();
  useEffect(() => check(blanks, { onGoOn, onFill }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return element;
}

const summaryBlank = {
  path: 'personal.summary',
  text: '[key result]',
  field: 'Professional summary',
};

describe('the check before a CV leaves the app', () => {
  it('goes on at once when there is no blank', () => {
    const onGoOn = vi.fn();
    render(<Checker blanks={[]} onGoOn={onGoOn} onFill={vi.fn()} />);
    expect(onGoOn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists each blank with its field, and goes on when asked', async () => {
    const onGoOn = vi.fn();
    render(<Checker blanks={[summaryBlank]} onGoOn={onGoOn} onFill={vi.fn()} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your CV still has 1 blank to fill');
    expect(dialog).toHaveTextContent('Professional summary: [key result]');
    expect(onGoOn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go on anyway' }));
    expect(onGoOn).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('without a name or a way to reach the person, offers only to fill them in', async () => {
    const onGoOn = vi.fn();
    const onFill = vi.fn();
    const missing = {
      path: 'personal.name',
      text: 'not filled in',
      field: 'Full name',
      missing: true,
    } as const;
    render(<Checker blanks={[missing, summaryBlank]} onGoOn={onGoOn} onFill={onFill} />);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your CV cannot go out without these',
    });
    expect(dialog).toHaveTextContent('Full name: not filled in');
    expect(dialog).toHaveTextContent('Professional summary: [key result]');
    expect(screen.queryByRole('button', { name: 'Go on anyway' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fill them in' }));
    await waitFor(() => expect(onFill).toHaveBeenCalledWith(missing));
    expect(onGoOn).not.toHaveBeenCalled();
  });

  it("'Fill them in' closes the dialog and sends the user to the first blank", async () => {
    const onGoOn = vi.fn();
    const onFill = vi.fn();
    render(
      <Checker
        blanks={[summaryBlank, { ...summaryBlank, text: '[team]' }]}
        onGoOn={onGoOn}
        onFill={onFill}
      />,
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('2 blanks to fill');
    fireEvent.click(screen.getByRole('button', { name: 'Fill them in' }));
    await waitFor(() => expect(onFill).toHaveBeenCalledWith(summaryBlank));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onGoOn).not.toHaveBeenCalled();
  });
});
