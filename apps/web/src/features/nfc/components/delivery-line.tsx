import type { NfcOrder } from '@careercard/shared/nfc';
import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A booked order's courier tracking code and the courier's latest word on the parcel. */
export function DeliveryLine({ delivery }: { delivery: NonNullable<NfcOrder['delivery']> }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
      <Truck className="size-4 text-slate-500" aria-hidden />
      <span>{t('nfc.tracking', { code: delivery.trackingCode })}</span>
      {delivery.courierStatus && (
        <span>{t('nfc.courierSays', { status: delivery.courierStatus.replaceAll('_', ' ') })}</span>
      )}
    </p>
  );
}
