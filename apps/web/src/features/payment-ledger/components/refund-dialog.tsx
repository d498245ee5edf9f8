import type { LedgerRow } from '@careercard/shared/payment-ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useRefund } from '../api/refund-payment';

/**
 * Refund a payment: an amount (what is left, to start with) and a reason. Says first how the
 * money goes back: through the gateway, or by hand (Nagad) and recorded here.
 */
export function RefundDialog({
  payment,
  onDone,
  onClose,
}: {
  payment: LedgerRow;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const left = Math.round((payment.amount - payment.refunded) * 100) / 100;
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefund();
  const method = t(`payment.methods.${payment.method}`);

  const submit = async () => {
    setProblem(null);
    const value = Number(amount.replace(',', '.'));
    if (!Number.isFinite(value) || value <= 0) return setProblem(t('ledger.refund.badAmount'));
    if (value > left) return setProblem(t('ledger.refund.tooMuch', { left: formatTaka(left) }));
    try {
      const answer = await refund.mutateAsync({
        paymentId: payment.id,
        body: { amount: value, reason },
      });
      onDone(answer.message);
    } catch (error) {
      setProblem(describeError(error, t('ledger.refund.failed')));
    }
  };

  return (
    <FormDialog
      title={t('ledger.refund.title', { invoice: payment.invoiceId })}
      description={
        payment.refundWay === 'gateway'
          ? t('ledger.refund.throughGateway', { method })
          : t('ledger.refund.byHand', { method })
      }
      problem={problem}
      busy={refund.isPending}
      submitLabel={
        payment.refundWay === 'gateway' ? t('ledger.refund.submit') : t('ledger.refund.record')
      }
      destructive
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {t('ledger.refund.paid', {
          amount: formatTaka(payment.amount),
          refunded: formatTaka(payment.refunded),
          left: formatTaka(left),
        })}
      </p>
      <TextField
        label={t('ledger.refund.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextAreaField
        label={t('ledger.refund.reason')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={setReason}
      />
      <p className="text-xs text-slate-500">{t('ledger.refund.withdrawNote')}</p>
    </FormDialog>
  );
}
