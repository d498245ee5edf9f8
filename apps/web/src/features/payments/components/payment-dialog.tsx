import {
  PAYMENT_METHODS,
  type CreatePaymentRequest,
  type PaymentMethod,
} from '@careercard/shared/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTaka } from '@/lib/format';
import { session } from '@/lib/session';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentMode } from '../api/get-payment-mode';

interface PaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemName: string;
  /**
   * The price shown; the server charges from the same package. Undefined while it loads; null
   * when the package is not on sale (deactivated by the staff): nothing can be paid.
   */
  amount: number | null | undefined;
  request: CreatePaymentRequest;
  /** Just before the browser leaves for the provider's page: keep what must survive the trip. */
  onLeave?: () => void;
}

/** 'Complete Your Payment': the item, the total and the method, then off to its provider. */
export function PaymentDialog({
  open,
  onOpenChange,
  itemName,
  amount,
  request,
  onLeave,
}: PaymentDialogProps) {
  const { t } = useTranslation();
  const modes = usePaymentMode().data;
  // Only the methods that take payments are offered (a method not set up is 'off').
  const offered = PAYMENT_METHODS.filter(
    (option) => modes !== undefined && modes[option] !== 'off',
  );
  const [chosen, setMethod] = useState<PaymentMethod>('bkash');
  const method = offered.find((option) => option === chosen) ?? offered[0];
  const create = useCreatePayment();
  // After success too: the browser is on its way to the provider's page.
  const busy = create.isPending || create.isSuccess;
  const [problem, setProblem] = useState<string | null>(null);
  const mode = modes === undefined ? undefined : method ? modes[method] : 'off';
  const notOnSale = amount === null;

  const pay = async () => {
    setProblem(null);
    if (!method) return;
    if (!session.get()?.token) return setProblem(t('payment.notAuthenticated'));
    try {
      const paymentUrl = await create.mutateAsync({ method, body: request });
      onLeave?.();
      window.location.assign(paymentUrl);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message || t('payment.creationFailed')
          : t('payment.somethingWrong'),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('payment.title')}
    >
      <div className="space-y-5">
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-4 text-sm text-slate-600">
            <span>{t('payment.item')}</span>
            <span className="text-right font-medium text-slate-900">{itemName}</span>
          </div>
          <div className="mt-3 flex items-center justify-between gap-4 border-t border-slate-200 pt-3">
            <span className="font-medium text-slate-700">{t('payment.total')}</span>
            <span className="text-2xl font-bold text-slate-900">
              {amount === undefined ? '…' : amount === null ? '—' : formatTaka(amount)}
            </span>
          </div>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('payment.method')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {offered.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={method === option}
                onClick={() => setMethod(option)}
                className={cn(
                  'rounded-xl px-3 py-3 text-sm font-semibold ring-1 transition',
                  method === option
                    ? 'bg-pink-50 text-pink-700 ring-2 ring-pink-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {t(`payment.methods.${option}`)}
              </button>
            ))}
          </div>
        </fieldset>

        {(mode === 'sandbox' || mode === 'local-sandbox') && (
          <Notice>{t('payment.sandboxNotice')}</Notice>
        )}
        {notOnSale && <ErrorAlert>{t('payment.notOnSale')}</ErrorAlert>}
        {mode === 'off' && <ErrorAlert>{t('payment.notSetUp')}</ErrorAlert>}
        {problem && <ErrorAlert>{problem}</ErrorAlert>}

        <Button
          size="lg"
          className="w-full"
          // Until the methods are known there is nothing to pay with: a click would do nothing.
          disabled={busy || !method || mode === 'off' || notOnSale}
          onClick={() => void pay()}
        >
          {busy && <Spinner />}
          {busy
            ? t('payment.processing')
            : t('payment.pay', { amount: amount == null ? '' : formatTaka(amount) })}
        </Button>
      </div>
    </Dialog>
  );
}
