import { NID_MESSAGE, type CvBioData } from '@careercard/shared/cv';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { BioDataForm } from './bio-data-form';

/** The form over details kept as the editor keeps them; `latest` is what it holds now. */
function renderForm(initial?: CvBioData) {
  const state: { latest: CvBioData | undefined } = { latest: initial };
  function Harness() {
    const [bioData, setBioData] = useState(initial);
    return (
      <BioDataForm
        bioData={bioData}
        onChange={(change) =>
          setBioData((current) => {
            state.latest = change(current);
            return state.latest;
          })
        }
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return state;
}

afterEach(() => session.end());

describe('the Bangladesh details of the CV editor', () => {
  it('shows no field until one is added, and checks the NID as the server does', async () => {
    const state = renderForm();
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'NID number' }));
    const nid = screen.getByRole('textbox', { name: 'NID number' });
    await waitFor(() => expect(nid).toHaveFocus());
    fireEvent.change(nid, { target: { value: '12345' } });
    expect(screen.getByRole('alert')).toHaveTextContent(NID_MESSAGE);
    // Bengali digits, spaced as people write them, are a valid 10-digit number.
    fireEvent.change(nid, { target: { value: '৪৫৬ ৭৮৯ ০১২৩' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(state.latest).toEqual({ nid: '৪৫৬ ৭৮৯ ০১২৩' });
    // Added, it is no longer offered.
    expect(screen.queryByRole('button', { name: 'NID number' })).toBeNull();
  });

  it('removes one detail, or all of them in one step after asking', () => {
    const state = renderForm({ fatherName: 'Abdul Karim', nid: '4567890123', religion: 'Islam' });
    fireEvent.click(screen.getByRole('button', { name: "Remove Father's name" }));
    expect(state.latest).toEqual({ nid: '4567890123', religion: 'Islam' });
    expect(screen.getByRole('button', { name: "Father's name" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Bangladesh details' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Bangladesh details' }));
    expect(state.latest).toBeUndefined();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers staff signed in as the user no NID or date of birth, and says why', () => {
    session.start({
      id: 1,
      name: 'Farhana Yasmin',
      email: 'farhana@example.test',
      role: ['user'],
      permissions: [],
      locale: 'en',
      token: 'cc_t',
      impersonatedBy: { id: 9, name: 'Tanvir Ahmed' },
    });
    renderForm({ fatherName: 'Abdul Karim' });
    expect(screen.getByText(/only they can see and change them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NID number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Date of birth' })).toBeNull();
    expect(screen.getByRole('button', { name: "Mother's name" })).toBeInTheDocument();
  });
});
