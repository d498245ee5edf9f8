import { useTranslation } from 'react-i18next';
import type { ListOrder } from '@/lib/use-list-address';
import { SelectField } from './select-field';

/** The orders a grid of cards offers, as `sort:dir`. */
const ORDERS = [
  'created_at:asc',
  'created_at:desc',
  'name:asc',
  'name:desc',
  'status:asc',
] as const;

/** A grid has no column headers to click: its order is chosen here. */
export function GridSort({
  order,
  onOrder,
}: {
  order: ListOrder;
  onOrder: (order: ListOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="w-full sm:w-56">
      <SelectField
        label={t('gridSort.label')}
        value={`${order.sort}:${order.dir}`}
        onChange={(value) => {
          const [sort = 'created_at', dir] = value.split(':');
          onOrder({ sort, dir: dir === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {ORDERS.map((value) => (
          <option key={value} value={value}>
            {t(`gridSort.orders.${value.replace(':', '_')}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
