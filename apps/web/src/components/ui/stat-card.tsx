interface StatCardProps {
  label: string;
  /** The figure; until its feature counts it, a dash with `pendingNote` as explanation. */
  value?: string;
  pendingNote?: string;
}

export function StatCard({ label, value, pendingNote }: StatCardProps) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value ?? '—'}</p>
      {value === undefined && pendingNote && (
        <p className="mt-1 text-xs text-slate-400">{pendingNote}</p>
      )}
    </div>
  );
}
