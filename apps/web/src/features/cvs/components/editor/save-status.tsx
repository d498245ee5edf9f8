import { CircleAlert, CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { SaveStatus } from '@/features/cvs/hooks/use-cv-draft';

export function SaveStatusText({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const view = {
    saved: {
      icon: CircleCheck,
      tone: 'text-green-700',
      text: status.kind === 'saved' ? t('cvEditor.saved', { at: formatDateTime(status.at) }) : '',
    },
    pending: { icon: LoaderCircle, tone: 'text-slate-500', text: t('cvEditor.unsaved') },
    saving: { icon: LoaderCircle, tone: 'text-slate-500', text: t('cvEditor.saving') },
    offline: { icon: CloudOff, tone: 'text-amber-700', text: t('cvEditor.offline') },
    invalid: {
      icon: CircleAlert,
      tone: 'text-red-600',
      text: status.kind === 'invalid' ? status.message : '',
    },
    conflict: { icon: CircleAlert, tone: 'text-red-600', text: t('cvEditor.notSaved') },
  }[status.kind];
  const Icon = view.icon;
  return (
    <p role="status" className={`flex items-center gap-1.5 text-sm ${view.tone}`}>
      <Icon
        className={`size-4 shrink-0 ${status.kind === 'saving' ? 'animate-spin' : ''}`}
        aria-hidden
      />
      <span>{view.text}</span>
    </p>
  );
}
