import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

interface BlanksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Each blank left, with its field in words; `missing` for an essential left empty. */
  blanks: ReadonlyArray<{ path: string; field: string; text: string; missing?: true }>;
  /** 'Fill them in': called once the dialog has closed, so it may move the focus. */
  onFill: () => void;
  onGoOn: () => void;
}

/**
 * Before a CV leaves the app with blanks left ("[key result]", "XX %"): the list, field by
 * field, and the choice to fill them in (the default) or go on anyway. Without its name or a
 * way to reach the person it does not go on: those are only to be filled in.
 */
export function BlanksDialog({ open, onOpenChange, blanks, onFill, onGoOn }: BlanksDialogProps) {
  const { t } = useTranslation();
  const missing = blanks.some((blank) => blank.missing);
  const returnFocus = useReturnFocus();
  // 'Fill them in' moves the focus to the first blank: the opener must not take it back.
  const filling = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            if (!filling.current) return returnFocus.onCloseAutoFocus(event);
            event.preventDefault();
            filling.current = false;
            onFill();
          }}
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {missing ? t('blanks.missingTitle') : t('blanks.title', { count: blanks.length })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-slate-600">
            {missing ? t('blanks.missingDescription') : t('blanks.description')}
          </AlertDialog.Description>
          <ul className="mt-4 space-y-2 text-sm" aria-label={t('blanks.listLabel')}>
            {blanks.map((blank, index) => (
              <li
                key={`${blank.path}:${index}`}
                className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200"
              >
                <span className="font-medium text-slate-800">{blank.field}</span>
                {': '}
                {blank.missing ? (
                  <em className="text-amber-950">{blank.text}</em>
                ) : (
                  <mark className="rounded bg-amber-200 px-1 text-amber-950">{blank.text}</mark>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {!missing && (
              <Button variant="outline" onClick={onGoOn}>
                {t('blanks.goOn')}
              </Button>
            )}
            <AlertDialog.Cancel asChild>
              <Button onClick={() => (filling.current = true)}>{t('blanks.fill')}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
