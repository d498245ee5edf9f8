import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text box. */
export function TextAreaField({ label, value, onChange, className, ...props }: TextAreaFieldProps) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm leading-relaxed font-normal text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-brand-600',
          className,
        )}
        {...props}
      />
    </label>
  );
}
