import { GPA_MESSAGE } from '@careercard/shared/cv';
import { LINK_ADDRESS_MESSAGE } from '@careercard/shared/web-address';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldInput } from './field-input';
import { linkFields, mainLists } from './fields';

const renderLink = (value: string) =>
  render(
    <FieldInput
      id="link-url"
      field={linkFields.find((field) => field.name === 'url')!}
      value={value}
      onChange={vi.fn()}
      labelKeys={['cvEditor.lists.links.fields.url']}
    />,
  );

describe('an address field', () => {
  it('says at once, as the server would, that a javascript: address will not be saved', () => {
    renderLink('javascript:alert(1)');
    const field = screen.getByRole('textbox', { name: 'Address' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(LINK_ADDRESS_MESSAGE);
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_ADDRESS_MESSAGE);
  });

  it('takes a web address or an e-mail link without a word', () => {
    for (const value of ['https://github.com/tanjila', 'mailto:tanjila@example.com']) {
      const { unmount } = renderLink(value);
      expect(screen.getByRole('textbox', { name: 'Address' })).toBeValid();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});

describe("an education entry's result", () => {
  const gpa = mainLists
    .find((list) => list.key === 'education')!
    .fields.find((f) => f.name === 'gpa')!;
  const renderGpa = (value: string) =>
    render(
      <FieldInput
        id="edu-gpa"
        field={gpa}
        value={value}
        onChange={vi.fn()}
        labelKeys={['cvEditor.lists.education.fields.gpa']}
      />,
    );

  it('takes a GPA typed in Bengali digits or in ASCII ones', () => {
    for (const value of ['৫.০০', '5.00', '3.75']) {
      const { unmount } = renderGpa(value);
      expect(screen.getByRole('textbox', { name: 'Result (GPA or CGPA)' })).toBeValid();
      unmount();
    }
  });

  it('says at once that a result in words is no GPA', () => {
    renderGpa('five');
    expect(screen.getByRole('alert')).toHaveTextContent(GPA_MESSAGE);
  });
});
