import { localizeMessage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/**
 * A field's error, under it: announced as it appears (role alert) and tied to the field by `id`
 * (the field's aria-describedby). Messages from the shared rules are shown in the chosen language.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id?: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1.5 text-sm text-red-600', className)}>
      {localizeMessage(message)}
    </p>
  );
}
