import { userStatuses } from '@careercard/shared/admin-users';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectField } from '@/components/ui/select-field';
import { SearchFilterForm } from '@/components/ui/search-filter-form';
import { NO_USER_FILTERS, type UserFilters } from '../api/get-users';

/** Search, status, payment and sign-up days: each change applies at once (the search on a pause). */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<UserFilters>) => onChange({ ...filters, ...change });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <SearchFilterForm
      label={t('admin.users.filters')}
      searchLabel={t('admin.users.search')}
      searchHint={t('admin.users.searchPlaceholder')}
      search={filters.search}
      maxLength={200}
      onSearch={(text) => set({ search: text })}
      className="lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      <SelectField
        label={t('admin.users.status')}
        value={filters.status}
        onChange={(status) => set({ status })}
      >
        <option value="">{t('admin.users.any')}</option>
        {userStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.users.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.users.paid')}
        value={filters.paid}
        onChange={(paid) => set({ paid })}
      >
        <option value="">{t('admin.users.any')}</option>
        <option value="yes">{t('admin.users.paidYes')}</option>
        <option value="no">{t('admin.users.paidNo')}</option>
      </SelectField>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        onChange={set}
        filtered={filtered}
        onClear={() => onChange(NO_USER_FILTERS)}
      />
    </SearchFilterForm>
  );
}
