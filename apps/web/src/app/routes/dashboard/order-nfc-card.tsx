import type { NfcOrder } from '@careercard/shared/nfc';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNfcDesigns } from '@/features/nfc/api/get-nfc-designs';
import { useNfcOrders } from '@/features/nfc/api/get-nfc-orders';
import {
  AddressForm,
  checkedAddress,
  emptyAddress,
  type AddressDraft,
} from '@/features/nfc/components/address-form';
import { DesignPicker } from '@/features/nfc/components/design-picker';
import { OrderList } from '@/features/nfc/components/order-list';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { useMyVcard } from '@/features/vcards/api/get-my-vcard';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTaka } from '@/lib/format';

const STEPS = ['design', 'address', 'payment'] as const;
type Step = (typeof STEPS)[number];
type AddressErrors = Partial<Record<keyof AddressDraft, string>>;

/** Order NFC Card: design, address, payment; the card opens the user's V-Card. */
export function Component() {
  const { t } = useTranslation();
  const designs = useNfcDesigns();
  const orders = useNfcOrders();
  const card = useMyVcard();
  const [step, setStep] = useState<Step>('design');
  const [designId, setDesignId] = useState<number | null>(null);
  const [address, setAddress] = useState<AddressDraft>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // An order whose payment failed or was cancelled, paid again from the list.
  const [payingOrder, setPayingOrder] = useState<NfcOrder | null>(null);

  if (designs.isPending || card.isPending) return <StatusMessage busy text={t('nfc.loading')} />;
  if (designs.isError)
    return <ErrorAlert>{describeError(designs.error, t('nfc.loadFailed'))}</ErrorAlert>;
  const design = designs.data.designs.find((option) => option.id === designId);
  // The latest order still waiting for payment is offered first, before a new one is started.
  const waiting = orders.data?.find((order) => order.status === 'Pending Payment');
  const shipping = designs.data.shipping;

  const toAddress = () => (design ? setStep('address') : setProblem(t('nfc.designRequired')));
  const checked = checkedAddress(address);
  const toPayment = () => {
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setStep('payment');
  };

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.orderNfcCard')}</h1>
        <p className="mt-1 text-slate-600">{t('nfc.subtitle')}</p>
      </div>
      {waiting && (
        <Notice title={t('nfc.waitingTitle', { id: waiting.id })}>
          {t('nfc.waitingText', { name: waiting.designName })}{' '}
          <Button size="sm" className="mt-2 flex" onClick={() => setPayingOrder(waiting)}>
            <Wallet className="size-4" aria-hidden />
            {t('nfc.payOrder', { amount: formatTaka(waiting.total) })}
          </Button>
        </Notice>
      )}
      {!card.data?.published ? (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{t('nfc.needsVcard')}</p>
          <Button asChild className="mt-4">
            <Link to={paths.dashboard.vCard}>{t('nfc.publishVcard')}</Link>
          </Button>
        </div>
      ) : (
        <section className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <ol className="flex gap-2 text-sm" aria-label={t('nfc.steps')}>
            {STEPS.map((name, index) => (
              <li
                key={name}
                aria-current={step === name ? 'step' : undefined}
                className={cn(
                  'flex-1 rounded-lg px-3 py-2 text-center font-medium',
                  step === name ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600',
                )}
              >
                {index + 1}. {t(`nfc.stepNames.${name}`)}
              </li>
            ))}
          </ol>
          {step === 'design' && (
            <>
              <DesignPicker
                designs={designs.data.designs}
                value={designId}
                onChange={(id) => {
                  setDesignId(id);
                  setProblem(null);
                }}
              />
              {problem && <ErrorAlert>{problem}</ErrorAlert>}
              <Button onClick={toAddress}>{t('nfc.next')}</Button>
            </>
          )}
          {step === 'address' && (
            <>
              <AddressForm value={address} onChange={setAddress} errors={errors} />
              <div className="flex gap-3">
                <Button variant="outline" onClick={() => setStep('design')}>
                  {t('nfc.back')}
                </Button>
                <Button onClick={toPayment}>{t('nfc.next')}</Button>
              </div>
            </>
          )}
          {step === 'payment' && design && (
            <>
              <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
                {[
                  [t('nfc.card', { name: design.name }), formatTaka(design.price)],
                  [t('nfc.shipping'), formatTaka(shipping)],
                  [t('nfc.total'), formatTaka(design.price + shipping)],
                ].map(([label, amount]) => (
                  <div key={label} className="flex justify-between py-3 text-sm last:font-semibold">
                    <dt>{label}</dt>
                    <dd>{amount}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm text-slate-600">
                {t('nfc.shipTo', { name: address.fullName, city: address.city })}
              </p>
              <div className="flex gap-3">
                <Button variant="outline" onClick={() => setStep('address')}>
                  {t('nfc.back')}
                </Button>
                <Button onClick={() => setPaying(true)}>{t('nfc.pay')}</Button>
              </div>
            </>
          )}
        </section>
      )}
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('nfc.myOrders')}</h2>
        {orders.isPending && <StatusMessage busy text={t('nfc.loading')} />}
        {orders.isError && (
          <ErrorAlert>{describeError(orders.error, t('nfc.loadFailed'))}</ErrorAlert>
        )}
        {orders.data && (
          <OrderList orders={orders.data} onPay={setPayingOrder} offeredAbove={waiting?.id} />
        )}
      </section>
      {payingOrder && (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && setPayingOrder(null)}
          itemName={t('nfc.card', { name: payingOrder.designName })}
          amount={payingOrder.total}
          request={{ purpose: 'nfc_order', orderId: payingOrder.id }}
        />
      )}
      {paying && design && (
        <PaymentDialog
          open
          onOpenChange={setPaying}
          itemName={t('nfc.card', { name: design.name })}
          amount={design.price + shipping}
          request={{
            purpose: 'nfc_order',
            designId: design.id,
            shippingAddress: 'address' in checked ? checked.address : address,
          }}
        />
      )}
    </div>
  );
}
