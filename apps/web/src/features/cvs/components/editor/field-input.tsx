import { findBlanks } from '@careercard/shared/blanks';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { AiWriteButton } from './ai-write-button';
import type { FieldDef } from './fields';

interface FieldInputProps {
  id: string;
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
  /** Where the field's label, placeholder and hint are translated, most specific first. */
  labelKeys: string[];
  /** What the writing assistant knows around an AI field: the entry's other fields, the CV. */
  aiContext?: Record<string, string | string[]>;
  /** The list entry the field belongs to, for the writing assistant to find it in the CV. */
  entryId?: string;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600 pointer-coarse:min-h-11';

/**
 * One labelled field of the CV form; lengths are capped as the server caps them. Memoised:
 * given stable handlers, it is drawn again only when its own value or context changes.
 */
export const FieldInput = memo(function FieldInput({
  id,
  field,
  value,
  onChange,
  labelKeys,
  aiContext,
  entryId,
}: FieldInputProps) {
  const { t } = useTranslation();
  const text = (part: string) =>
    t(
      labelKeys.map((key) => `${key}.${part}`),
      { defaultValue: '' },
    );
  const placeholder = text('placeholder') || undefined;
  const hint = text('hint');
  const label = text('label');
  // Blanks a draft left ("[key result]"): named under the field, and the field marked.
  const blanks = field.kind === 'select' ? [] : [...new Set(findBlanks(value).map((b) => b.text))];
  // Said here as the user types, rather than only when the save is refused.
  const problem = field.schema?.safeParse(value).error?.issues[0]?.message;
  const describedBy =
    [hint && `${id}-hint`, blanks.length > 0 && `${id}-blanks`, problem && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const className = cn(
    inputClass,
    blanks.length > 0 && 'border-amber-400 bg-amber-50/60 ring-1 ring-amber-300',
    problem && 'border-red-500',
  );
  return (
    // A column whose label row takes any spare height: when a neighbour's label wraps (its AI
    // button moved under it), this field's input still lines up with the neighbour's.
    <div className={cn('flex flex-col', field.wide && 'sm:col-span-2')}>
      <div className="flex flex-1 flex-wrap content-end items-end justify-between gap-x-2 gap-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {field.ai && aiContext && (
          <AiWriteButton
            request={() => ({
              fieldType: field.ai!,
              context: aiContext,
              existingText: value,
              ...(entryId ? { entryId } : {}),
            })}
            onText={onChange}
          />
        )}
      </div>
      {field.kind === 'textarea' ? (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={field.maxLength}
          rows={4}
          placeholder={placeholder}
          className={className}
          aria-describedby={describedBy}
        />
      ) : field.kind === 'select' ? (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          {field.optional && <option value="">{t('cvEditor.noType')}</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {text(`options.${option}`) || option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.kind === 'text' ? 'text' : field.kind}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={field.maxLength}
          placeholder={placeholder}
          className={className}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
        />
      )}
      <FieldError id={`${id}-error`} message={problem} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {blanks.length > 0 && (
        <p
          id={`${id}-blanks`}
          data-blanks=""
          className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200"
        >
          {t('blanks.fieldNote', { count: blanks.length, blanks: blanks.join(', ') })}
        </p>
      )}
    </div>
  );
});
