import type { LucideIcon } from 'lucide-react';

/** A list with nothing in it yet: an icon, a line, and optionally what to do about it. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
      <Icon className="size-10 text-slate-300" aria-hidden />
      <p className="font-medium text-slate-800">{title}</p>
      {hint && <p className="text-sm text-slate-500">{hint}</p>}
    </div>
  );
}
