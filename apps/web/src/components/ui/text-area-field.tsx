import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** With a `maxLength`, the count shows from this share of it on: time to trim, quiet before. */
const NEAR_LIMIT = 0.9;

/** A labelled multi-line text box; with `maxLength`, a character count near the limit. */
export function TextAreaField({
  label,
  value,
  onChange,
  className,
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const countId = useId();
  const near = maxLength !== undefined && value.length >= maxLength * NEAR_LIMIT;
  return (
    <div>
      <label className="block text-sm font-medium text-slate-700">
        {label}
        <textarea
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={maxLength}
          aria-describedby={near ? countId : undefined}
          className={cn(
            'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm leading-relaxed font-normal text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600',
            className,
          )}
          {...props}
        />
      </label>
      {near && (
        <p
          id={countId}
          className={cn(
            'mt-1 text-right text-xs',
            value.length >= maxLength ? 'font-medium text-red-600' : 'text-amber-700',
          )}
        >
          {t('validation.characterCount', { length: value.length, max: maxLength })}
        </p>
      )}
    </div>
  );
}
