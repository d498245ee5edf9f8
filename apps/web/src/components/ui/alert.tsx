import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

/** Focusable (tabIndex -1) and clear of a sticky header, so a form can reveal it (useReveal). */
export function ErrorAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex scroll-mt-24 items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700 focus:outline-none"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** Something to know that is no error: a demo install, a limit. */
export function Notice({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      {title && <p className="font-semibold">{title}</p>}
      <p>{children}</p>
    </div>
  );
}
