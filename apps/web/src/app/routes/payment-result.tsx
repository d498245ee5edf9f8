import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { homeOf, useSession } from '@/lib/session';

/** Where bKash returns: success or failure, the message and the payment ID. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useSession();
  const succeeded = params.get('status') === 'success';
  const message = params.get('message');
  const paymentId = params.get('paymentID');
  const close = () => navigate(current ? homeOf(current.user) : paths.home, { replace: true });
  const Icon = succeeded ? CircleCheck : CircleX;
  return (
    <div className="min-h-[50vh]">
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title={succeeded ? t('payment.success') : t('payment.failed')}
      >
        <div className="flex flex-col items-center text-center">
          <Icon
            className={succeeded ? 'size-14 text-green-600' : 'size-14 text-red-600'}
            aria-hidden
          />
          {message && <p className="mt-4 text-slate-700">{message}</p>}
          {paymentId && (
            <p className="mt-2 font-mono text-sm text-slate-500">
              {t('payment.paymentId', { id: paymentId })}
            </p>
          )}
          <Button className="mt-6 w-full" onClick={close}>
            {t('common.close')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
