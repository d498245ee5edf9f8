import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate, formatTaka } from '@/lib/format';
import { useSubscription } from '../api/get-subscription';
import { PaymentDialog } from './payment-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `until`, counting a started day: "1 day left" up to the last moment. */
export const daysLeft = (until: string) =>
  Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / DAY_MS));

/**
 * The Monthly Subscription on the dashboard: until when it runs, or, while the package is on
 * sale, what it costs and a way to buy (or extend) it. Nothing when it is neither.
 */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const subscription = useSubscription().data;
  const [paying, setPaying] = useState(false);
  const titleId = useId();
  if (!subscription || (!subscription.activeUntil && subscription.price === null)) return null;
  const { activeUntil, price } = subscription;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <CalendarCheck className="size-6" aria-hidden />
      </span>
      <div className="flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {t('subscription.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {activeUntil
            ? t('subscription.activeUntil', {
                date: formatDate(activeUntil),
                count: daysLeft(activeUntil),
              })
            : t('subscription.offer', { price: formatTaka(price!) })}
        </p>
      </div>
      {price !== null && (
        <Button variant={activeUntil ? 'outline' : 'primary'} onClick={() => setPaying(true)}>
          {activeUntil
            ? t('subscription.extend')
            : t('subscription.subscribe', { price: formatTaka(price) })}
        </Button>
      )}
      {paying && price !== null && (
        <PaymentDialog
          open
          onOpenChange={setPaying}
          itemName={t('subscription.item')}
          amount={price}
          request={{ purpose: 'subscription' }}
        />
      )}
    </section>
  );
}
