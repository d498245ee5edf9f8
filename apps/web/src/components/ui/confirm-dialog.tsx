import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** A yes/no question before a destructive action; Cancel has the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  confirmLabel,
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
          {...returnFocus}
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {message}
          </AlertDialog.Title>
          <AlertDialog.Description className="sr-only">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
