import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from '@/components/ui/field-error';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, className, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
          error
            ? 'border-red-400 focus:outline-red-400'
            : 'border-slate-300 focus:outline-brand-600',
        )}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
