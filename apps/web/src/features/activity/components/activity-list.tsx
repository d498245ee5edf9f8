import type { ActivityEntry } from '@careercard/shared/activity';
import {
  CreditCard,
  History,
  KeyRound,
  Package,
  Palette,
  ScrollText,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { describeActivity } from '../utils/describe-activity';

const icons: Record<string, LucideIcon> = {
  user: Users,
  staff: ShieldCheck,
  role: KeyRound,
  package: Package,
  nfc_design: CreditCard,
  nfc_order: Truck,
  settings: Settings,
  theme: Palette,
  logs: ScrollText,
};

/**
 * Audit entries, newest first: what changed in plain words, who changed it and when. `compact`
 * for the dashboard's Recent Activity.
 */
export function ActivityList({
  entries,
  empty,
  compact = false,
}: {
  entries: ActivityEntry[];
  /** Said instead of entries when there are none. */
  empty: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return (
      <p
        className={cn(
          'text-center text-sm text-slate-500',
          compact ? 'py-6' : 'rounded-2xl bg-white px-4 py-10 shadow-sm ring-1 ring-slate-200',
        )}
      >
        {empty}
      </p>
    );
  }
  return (
    <ul
      className={cn(
        'divide-y divide-slate-100',
        !compact && 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
      )}
    >
      {entries.map((entry) => {
        const Icon = icons[entry.action.split('.')[0] ?? ''] ?? History;
        return (
          <li
            key={entry.id}
            className={cn('flex items-start gap-3', compact ? 'py-3' : 'px-4 py-3.5 sm:px-5')}
          >
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-slate-900">
                {describeActivity(t, entry)}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                <span className="font-medium text-slate-600">
                  {entry.actor?.name ?? t('activity.noActor')}
                </span>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
