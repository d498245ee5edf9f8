import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

/** A form in a dialog: its problem above the fields, Cancel and the submit button below. */
export function FormDialog({
  title,
  description,
  problem,
  busy,
  submitLabel,
  destructive = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string | undefined;
  problem: string | null;
  busy: boolean;
  submitLabel: string;
  /** The submit button removes something for good: drawn in red. */
  destructive?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      {...(description ? { description } : {})}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        {children}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
