import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-5 animate-spin', className)} aria-hidden />;
}

/** A whole-area loading or empty state with a line of text. */
export function StatusMessage({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <div
      role="status"
      className="flex min-h-60 flex-col items-center justify-center gap-3 p-8 text-center text-slate-500"
    >
      {busy && <Spinner className="size-7 text-brand-600" />}
      <p className="text-base">{text}</p>
    </div>
  );
}

/** A page-sized spinner that fades in late, so a quick load shows no flash. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center transition-opacity delay-300 duration-300 starting:opacity-0"
    >
      <Spinner className="size-7 text-brand-600" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
