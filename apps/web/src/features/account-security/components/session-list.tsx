import type { AccountSession } from '@careercard/shared/account-security';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const MOBILE = /Android|iPhone|iPad/;

function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: AccountSession;
  onSignOut: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const Icon = session.device && MOBILE.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device ?? t('security.sessions.unknownDevice')}
          {session.current && (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
              {t('security.sessions.thisDevice')}
            </span>
          )}
          {session.byStaff && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              {t('security.sessions.byStaff')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {session.ip && <span>{t('security.sessions.ip', { ip: session.ip })} · </span>}
          <span>
            {t('security.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt) })}
          </span>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onSignOut}
          disabled={busy}
          aria-label={t('security.sessions.signOutOf', {
            device: session.device ?? t('security.sessions.unknownDevice'),
          })}
        >
          {t('security.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Security: every browser signed in to the account, with a way to sign each out. */
export function SessionList() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  let body;
  if (sessions.isPending) body = <StatusMessage busy text={t('security.sessions.loading')} />;
  else if (sessions.isError)
    body = (
      <ErrorAlert>{describeError(sessions.error, t('security.sessions.loadFailed'))}</ErrorAlert>
    );
  else {
    const others = sessions.data.filter((session) => !session.current).length;
    body = (
      <>
        <ul className="divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endOne.isPending}
              onSignOut={() =>
                endOne.mutate(session.id, {
                  onSuccess: (answer) => showFlash(answer.message),
                })
              }
            />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={others === 0 || endOthers.isPending}
          >
            {t('security.sessions.signOutOthers')}
          </Button>
          {others === 0 && (
            <p className="text-sm text-slate-600">{t('security.sessions.onlyThis')}</p>
          )}
        </div>
      </>
    );
  }
  const failure = endOne.error ?? endOthers.error;

  return (
    <section
      aria-labelledby="sessions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        {t('security.sessions.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('security.sessions.intro')}</p>
      {failure && (
        <div className="mt-4">
          <ErrorAlert>{describeError(failure, t('security.sessions.signOutFailed'))}</ErrorAlert>
        </div>
      )}
      <div className="mt-2">{body}</div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('security.sessions.confirmOthers')}
        confirmLabel={t('security.sessions.signOutOthers')}
        busy={endOthers.isPending}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (answer) => showFlash(answer.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
