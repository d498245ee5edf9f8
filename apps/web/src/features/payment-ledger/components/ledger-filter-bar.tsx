import { ledgerStatuses } from '@careercard/shared/payment-ledger';
import { PAYMENT_METHODS } from '@careercard/shared/payments';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { NO_LEDGER_FILTERS, type LedgerFilters } from '../api/get-ledger';

/** How long typing pauses before the search applies. */
const SEARCH_PAUSE_MS = 300;

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
  const [typed, setTyped] = useState(filters.q);
  // The address changed the search (Back, Clear): the box follows.
  const [searched, setSearched] = useState(filters.q);
  if (filters.q !== searched) {
    setSearched(filters.q);
    setTyped(filters.q);
  }
  useEffect(() => {
    if (typed.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: typed.trim() }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <form
      role="search"
      aria-label={t('ledger.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: typed.trim() });
      }}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <TextField
        label={t('ledger.search')}
        type="search"
        placeholder={t('ledger.searchHint')}
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
      />
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
    </form>
  );
}
