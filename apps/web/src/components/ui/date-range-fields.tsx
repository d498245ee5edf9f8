import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { TextField } from './text-field';

/** A filter bar's From and To days (YYYY-MM-DD, both included) and its Clear button. */
export function DateRangeFields({
  from,
  to,
  onChange,
  filtered,
  onClear,
}: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
  /** Any filter is set: Clear is offered. */
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('activity.from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label={t('activity.to')}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <Button variant="outline" className="h-11" disabled={!filtered} onClick={onClear}>
        {t('activity.clear')}
      </Button>
    </>
  );
}
