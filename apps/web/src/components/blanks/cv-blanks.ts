import { findBlanksIn } from '@careercard/shared/blanks';
import type { CvData } from '@careercard/shared/cv';
import { missingEssentials } from '@careercard/shared/cv-essentials';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/** A blank left in a CV, with its field named the way the editor labels it. */
export interface NamedBlank {
  /** The field's path in the CV data, e.g. "experience.0.description". */
  path: string;
  /** The blank as written, e.g. "[key result]". */
  text: string;
  /** The field in words, e.g. "Work Experience 1 · What you did". */
  field: string;
  /**
   * An essential left empty (the name, a way to reach the person): the CV does not go out
   * without it, since nothing printed or published stands in for it.
   */
  missing?: true;
}

/** Keys that hold no text the user writes: an entry's id, a photo's address. */
const NOT_TEXT = new Set(['id', 'photoUrl']);

/** The field's label, as the editor shows it: the section's own label first, then the common one. */
const fieldLabel = (t: TFunction, section: string, name: string) =>
  t([`${section}.fields.${name}.label`, `cvEditor.fields.${name}.label`], { defaultValue: name });

/** "experience.0.description" in words: "Work Experience 1 · What you did". */
function nameField(t: TFunction, path: string): string {
  const parts = path.split('.');
  const listed = (list: string, index: string, name: string) =>
    t('blanks.entryField', {
      section: t(`cvEditor.lists.${list}.title`),
      number: formatNumber(Number(index) + 1),
      field: fieldLabel(t, `cvEditor.lists.${list}`, name),
    });
  if (parts[0] === 'personal') {
    if (parts[1] === 'links' && parts.length === 4) return listed('links', parts[2]!, parts[3]!);
    return fieldLabel(t, 'cvEditor.personal', parts[1] ?? '');
  }
  if (parts.length === 3) return listed(parts[0]!, parts[1]!, parts[2]!);
  return path;
}

/**
 * Every blank of a CV, in the editor's order, with its field in words. `personalOnly`: only
 * what a V-Card shows (the personal details and links).
 */
export function cvBlanks(t: TFunction, data: CvData, personalOnly = false): NamedBlank[] {
  return findBlanksIn(personalOnly ? { personal: data.personal } : data)
    .filter((blank) => !blank.path.split('.').some((key) => NOT_TEXT.has(key)))
    .map((blank) => ({ path: blank.path, text: blank.text, field: nameField(t, blank.path) }));
}

/** The essentials the CV lacks, as the server names them: its name, an e-mail address or phone. */
export function cvMissing(t: TFunction, data: CvData): NamedBlank[] {
  return missingEssentials(data.personal).map((essential) => ({
    path: essential === 'name' ? 'personal.name' : 'personal.email',
    text: t('blanks.missing'),
    field:
      essential === 'name' ? fieldLabel(t, 'cvEditor.personal', 'name') : t('blanks.contactField'),
    missing: true,
  }));
}

/** What the check before a CV goes out lists: the essentials it lacks first, then its blanks. */
export function cvIssues(t: TFunction, data: CvData, personalOnly = false): NamedBlank[] {
  return [...cvMissing(t, data), ...cvBlanks(t, data, personalOnly)];
}
