import type { CvData } from '@careercard/shared/cv';

/**
 * The id of the editor's control for a field of the CV data ("experience.0.description"), as
 * FieldInput and ListEditor name them; with the entry's id, to open a folded entry first.
 */
export function controlOf(
  path: string,
  data: CvData,
): { id: string; entryId?: string } | undefined {
  const parts = path.split('.');
  if (parts[0] === 'personal' && parts[1] === 'links' && parts.length === 4) {
    const entry = data.personal.links[Number(parts[2])];
    return entry && { id: `cvEditor.lists.links-${entry.id}-${parts[3]}`, entryId: entry.id };
  }
  if (parts[0] === 'personal' && parts.length === 2) return { id: `personal-${parts[1]}` };
  if (parts.length === 3) {
    const list = data[parts[0] as keyof CvData];
    const entry = Array.isArray(list) ? list[Number(parts[1])] : undefined;
    return entry && { id: `cvEditor.lists.${parts[0]}-${entry.id}-${parts[2]}`, entryId: entry.id };
  }
  return undefined;
}

/** Puts the cursor in the field of `path`, opening its entry when folded, and scrolls to it. */
export function focusField(path: string, data: CvData) {
  const control = controlOf(path, data);
  if (!control) return;
  const find = () => document.getElementById(control.id);
  const focus = (element: HTMLElement) => {
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  };
  const element = find();
  if (element) return focus(element);
  const toggle = control.entryId
    ? document.querySelector<HTMLElement>(
        `[data-entry="${CSS.escape(control.entryId)}"] [data-control="toggle"]`,
      )
    : null;
  if (toggle?.getAttribute('aria-expanded') !== 'false') return;
  toggle.click();
  requestAnimationFrame(() => {
    const opened = find();
    if (opened) focus(opened);
  });
}
