import { activityAreas } from '@careercard/shared/activity';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import type { ActivityFilters } from '../api/get-activity';

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
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        onChange={set}
        filtered={filtered}
        onClear={() => onChange({ actor: '', action: '', from: '', to: '' })}
      />
    </form>
  );
}
