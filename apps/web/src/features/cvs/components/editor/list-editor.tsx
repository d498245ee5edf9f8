import { CV_MAX_ITEMS } from '@careercard/shared/cv';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FieldInput } from './field-input';
import type { FieldDef } from './fields';

type Entry = Record<string, unknown> & { id: string };

export interface ListEditorProps {
  /** Translation key of the section ("cvEditor.lists.experience"): title, add, new entry. */
  sectionKey: string;
  entries: readonly Entry[];
  fields: FieldDef[];
  labelFields: string[];
  create: () => Entry;
  /** Given how the list changes, from the list as it is then (so a change never works on a stale copy). */
  onChange: (change: (entries: Entry[]) => Entry[]) => void;
  /** A further control beside Add (the skills' AI suggestions). */
  action?: ReactNode;
}

/**
 * A card of the CV form. Isolated (a stacking context of its own): the browser repaints the card
 * a keystroke changed and reuses the others', where without it each keystroke repainted the
 * whole long page, a third of the time the preview takes to follow.
 */
export const formCardClass =
  'isolate rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A list of the CV (jobs, schools, skills …): add, remove and move entries with buttons
 * that work from the mouse and the keyboard alike. Memoised, as each entry's fields are: typing
 * in one field draws that field again, not the whole form.
 */
export const ListEditor = memo(function ListEditor({
  sectionKey,
  entries,
  fields,
  labelFields,
  create,
  onChange,
  action,
}: ListEditorProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // The entry removed last, with its place, so a slip of the finger can be undone.
  const [removed, setRemoved] = useState<{ entry: Entry; index: number; label: string } | null>(
    null,
  );
  const list = useRef<HTMLOListElement>(null);

  const focusEntry = (id: string, control: string) =>
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(id)}"] [data-control="${control}"]`)
        ?.focus(),
    );
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    onChange(() => next);
    // Keep the focus on the button pressed, unless the entry now sits where it is disabled.
    const atEdge = by < 0 ? index + by === 0 : index + by === entries.length - 1;
    focusEntry(entry!.id, by < 0 !== atEdge ? 'up' : 'down');
  };
  const add = () => {
    const entry = create();
    onChange((current) => [...current, entry]);
    requestAnimationFrame(() =>
      list.current
        ?.querySelector<HTMLElement>(
          `[data-entry="${CSS.escape(entry.id)}"] input, [data-entry="${CSS.escape(entry.id)}"] textarea`,
        )
        ?.focus(),
    );
  };
  const change = useCallback(
    (id: string, field: FieldDef, value: string) =>
      onChange((current) =>
        current.map((entry) => {
          if (entry.id !== id) return entry;
          const next = { ...entry };
          // An empty choice of an optional list (an experience's type) means no value at all.
          if (field.kind === 'select' && value === '') delete next[field.name];
          else next[field.name] = value;
          return next;
        }),
      ),
    [onChange],
  );

  return (
    <section aria-labelledby={`${sectionKey}-title`} className={formCardClass}>
      <h2 id={`${sectionKey}-title`} className="text-lg font-semibold text-slate-900">
        {t(`${sectionKey}.title`)}
      </h2>
      {entries.length > 0 && (
        <ol ref={list} className="mt-4 space-y-3">
          {entries.map((entry, index) => {
            const label =
              labelFields
                .map((f) => str(entry[f]).trim())
                .filter(Boolean)
                .join(' · ') || t(`${sectionKey}.untitled`);
            const open = !collapsed.has(entry.id);
            return (
              <li
                key={entry.id}
                data-entry={entry.id}
                className="rounded-xl border border-slate-200"
              >
                <div className="flex items-center gap-1 px-2 py-1.5">
                  <button
                    type="button"
                    data-control="toggle"
                    aria-expanded={open}
                    onClick={() =>
                      setCollapsed((current) => {
                        const next = new Set(current);
                        if (next.has(entry.id)) next.delete(entry.id);
                        else next.add(entry.id);
                        return next;
                      })
                    }
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 pointer-coarse:min-h-11"
                  >
                    <ChevronDown
                      className={cn('size-4 shrink-0 transition-transform', !open && '-rotate-90')}
                      aria-hidden
                    />
                    <span className="truncate">{label}</span>
                  </button>
                  <IconButton
                    control="up"
                    label={t('cvEditor.moveUp', { entry: label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </IconButton>
                  <IconButton
                    control="down"
                    label={t('cvEditor.moveDown', { entry: label })}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </IconButton>
                  <IconButton
                    control="remove"
                    label={t('cvEditor.remove', { entry: label })}
                    onClick={() => {
                      onChange((current) => current.filter(({ id }) => id !== entry.id));
                      setRemoved({ entry, index, label });
                    }}
                    danger
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
                {open && (
                  <EntryFields
                    entry={entry}
                    fields={fields}
                    sectionKey={sectionKey}
                    onChange={change}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      {removed && (
        <p
          role="status"
          className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-600"
        >
          {t('cvEditor.removed', { entry: removed.label })}
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline pointer-coarse:min-h-11"
            onClick={() => {
              onChange((current) => {
                const next = [...current];
                next.splice(Math.min(removed.index, next.length), 0, removed.entry);
                return next;
              });
              setRemoved(null);
            }}
          >
            {t('cvEditor.undo')}
          </button>
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-2">
        <Button variant="outline" size="sm" onClick={add} disabled={entries.length >= CV_MAX_ITEMS}>
          <Plus className="size-4" aria-hidden />
          {t(`${sectionKey}.add`)}
        </Button>
        {action}
      </div>
    </section>
  );
});

/** The entry's other filled-in text fields: the title and company around a description. */
const entryContext = (entry: Entry, except: string) =>
  Object.fromEntries(
    Object.entries(entry).filter(
      (pair): pair is [string, string] =>
        pair[0] !== except && pair[0] !== 'id' && typeof pair[1] === 'string' && pair[1] !== '',
    ),
  );

/** An entry's fields; drawn again only when the entry changes. */
const EntryFields = memo(function EntryFields({
  entry,
  fields,
  sectionKey,
  onChange,
}: {
  entry: Entry;
  fields: FieldDef[];
  sectionKey: string;
  onChange: (id: string, field: FieldDef, value: string) => void;
}) {
  const { id } = entry;
  // One handler and one list of label keys a field, kept while the entry is open: a field
  // whose own value did not change is not drawn again.
  const perField = useMemo(
    () =>
      fields.map((field) => ({
        field,
        labelKeys: [`${sectionKey}.fields.${field.name}`, `cvEditor.fields.${field.name}`],
        onChange: (value: string) => onChange(id, field, value),
      })),
    [fields, sectionKey, onChange, id],
  );
  return (
    <div className="grid gap-3 border-t border-slate-100 p-3 sm:grid-cols-2">
      {perField.map(({ field, labelKeys, onChange: changeField }) => (
        <FieldInput
          key={field.name}
          id={`${sectionKey}-${id}-${field.name}`}
          field={field}
          value={str(entry[field.name])}
          labelKeys={labelKeys}
          aiContext={field.ai ? entryContext(entry, field.name) : undefined}
          entryId={id}
          onChange={changeField}
        />
      ))}
    </div>
  );
});

export function IconButton({
  control,
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  control: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-control={control}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'grid shrink-0 place-items-center rounded-md p-2 text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-30 pointer-coarse:size-11',
        danger && 'hover:bg-red-50 hover:text-red-600',
      )}
    >
      {children}
    </button>
  );
}
