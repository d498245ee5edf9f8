import { LoaderCircle } from 'lucide-react';
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
