import { CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '@/lib/flash';

/** The green message at the top of the page; it closes itself (see FLASH_TIMEOUT_MS). */
export function FlashMessage() {
  const { flash, dismiss } = useFlash();
  const { t } = useTranslation();
  if (!flash) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3">
      <div
        key={flash.id}
        role="status"
        className="pointer-events-auto flex max-w-md items-center gap-3 rounded-xl bg-green-600 px-4 py-3 text-sm font-medium text-white shadow-lg"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        <p>{flash.message}</p>
        <button
          type="button"
          onClick={dismiss}
          className="-mr-1 rounded p-0.5 hover:bg-white/20"
          aria-label={t('common.close')}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
