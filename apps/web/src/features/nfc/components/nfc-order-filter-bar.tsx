import { nfcOrderStatuses } from '@careercard/shared/nfc';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SearchFilterForm } from '@/components/ui/search-filter-form';
import { SelectField } from '@/components/ui/select-field';
import { NO_NFC_ORDER_FILTERS, type NfcOrderFilters } from '../api/get-admin-nfc-orders';

/** Search (code or name), status and order days: each change applies at once. */
export function NfcOrderFilterBar({
  filters,
  onChange,
}: {
  filters: NfcOrderFilters;
  onChange: (filters: NfcOrderFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<NfcOrderFilters>) => onChange({ ...filters, ...change });
  return (
    <SearchFilterForm
      label={t('nfc.admin.filters')}
      searchLabel={t('nfc.admin.search')}
      searchHint={t('nfc.admin.searchHint')}
      search={filters.search}
      maxLength={100}
      onSearch={(text) => set({ search: text })}
      className="lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      <SelectField
        label={t('nfc.admin.status')}
        value={filters.status}
        onChange={(status) => set({ status })}
      >
        <option value="">{t('admin.users.any')}</option>
        {nfcOrderStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`nfc.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        onChange={set}
        filtered={Object.values(filters).some(Boolean)}
        onClear={() => onChange(NO_NFC_ORDER_FILTERS)}
      />
    </SearchFilterForm>
  );
}
