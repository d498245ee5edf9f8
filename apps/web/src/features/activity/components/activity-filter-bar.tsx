import { activityAreas } from '@careercard/shared/activity';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { ActivityFilters } from '../api/get-activity';

const selectClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** Who, what and which days: each change applies at once. */
export function ActivityFilterBar({
  filters,
  actors,
  showWho,
  onChange,
}: {
  filters: ActivityFilters;
  /** The staff who appear in the activity. */
  actors: ReadonlyArray<{ id: number; name: string }>;
  /** Off for staff who see only their own changes. */
  showWho: boolean;
  onChange: (filters: ActivityFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<ActivityFilters>) => onChange({ ...filters, ...change });
  const filtered = Object.values(filters).some(Boolean);
  // A filter from the address that names no one listed (yet) still shows as chosen.
  const chosenUnlisted = filters.actor && !actors.some(({ id }) => String(id) === filters.actor);
  return (
    <form
      role="search"
      aria-label={t('activity.filters')}
      onSubmit={(event) => event.preventDefault()}
      className={cn(
        'grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:items-end',
        showWho
          ? 'lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]'
          : 'lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]',
      )}
    >
      {showWho && (
        <SelectField
          label={t('activity.who')}
          value={filters.actor}
          onChange={(actor) => set({ actor })}
        >
          <option value="">{t('activity.anyone')}</option>
          {chosenUnlisted && <option value={filters.actor}>#{filters.actor}</option>}
          {actors.map(({ id, name }) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t('activity.what')}
        value={filters.action}
        onChange={(action) => set({ action })}
      >
        <option value="">{t('activity.anything')}</option>
        {filters.action && !(activityAreas as readonly string[]).includes(filters.action) && (
          <option value={filters.action}>{filters.action}</option>
        )}
        {activityAreas.map((area) => (
          <option key={area} value={area}>
            {t(`activity.areas.${area}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('activity.from')}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        label={t('activity.to')}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <Button
        variant="outline"
        className="h-11"
        disabled={!filtered}
        onClick={() => onChange({ actor: '', action: '', from: '', to: '' })}
      >
        {t('activity.clear')}
      </Button>
    </form>
  );
}
