import { ledgerStatuses } from '@careercard/shared/payment-ledger';
import { PAYMENT_METHODS } from '@careercard/shared/payments';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectField } from '@/components/ui/select-field';
import { SearchFilterForm } from '@/components/ui/search-filter-form';
import { NO_LEDGER_FILTERS, type LedgerFilters } from '../api/get-ledger';

/** Search, method, status, money and days: each change applies at once (the search on a pause). */
export function LedgerFilterBar({
  filters,
  onChange,
}: {
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<LedgerFilters>) => onChange({ ...filters, ...change });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <SearchFilterForm
      label={t('ledger.filters')}
      searchLabel={t('ledger.search')}
      searchHint={t('ledger.searchHint')}
      search={filters.q}
      maxLength={100}
      onSearch={(text) => set({ q: text })}
      className="lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto]"
    >
      <SelectField
        label={t('ledger.method')}
        value={filters.method}
        onChange={(method) => set({ method })}
      >
        <option value="">{t('ledger.any')}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`payment.methods.${method}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('ledger.status')}
        value={filters.status}
        onChange={(status) => set({ status })}
      >
        <option value="">{t('ledger.any')}</option>
        {ledgerStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`ledger.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('ledger.money')}
        value={filters.money}
        onChange={(money) => set({ money })}
      >
        <option value="">{t('ledger.any')}</option>
        <option value="real">{t('ledger.real')}</option>
        <option value="sandbox">{t('ledger.sandbox')}</option>
      </SelectField>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        onChange={set}
        filtered={filtered}
        onClear={() => onChange(NO_LEDGER_FILTERS)}
      />
    </SearchFilterForm>
  );
}
