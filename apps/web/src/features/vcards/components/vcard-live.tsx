import { ExternalLink, Nfc } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';

interface VcardLiveProps {
  link: string;
  viewCount: number;
  onEdit: () => void;
  onUnpublish: () => void;
  unpublishing: boolean;
  onOrderNfc: () => void;
}

/** My V-Card once published: the link to share, and the offer of a physical NFC card. */
export function VcardLive({ link, viewCount, ...actions }: VcardLiveProps) {
  const { t } = useTranslation();
  const [offerOpen, setOfferOpen] = useState(true);
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">{t('vcard.live')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('vcard.views', { count: viewCount })}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-w-0 flex-1 items-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm font-medium break-all text-brand-700 ring-1 ring-slate-200"
          >
            {link}
            <ExternalLink className="size-4 shrink-0" aria-hidden />
          </a>
          <CopyButton text={link} label={t('vcard.copy')} copiedLabel={t('vcard.copied')} />
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="outline" onClick={actions.onEdit}>
            {t('vcard.edit')}
          </Button>
          <Button variant="ghost" disabled={actions.unpublishing} onClick={actions.onUnpublish}>
            {t('vcard.unpublish')}
          </Button>
        </div>
      </section>
      {offerOpen && (
        <section className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center">
          <Nfc className="size-10 shrink-0 text-accent-400" aria-hidden />
          <div className="flex-1">
            <h2 className="text-lg font-semibold">{t('vcard.goPhysical')}</h2>
            <p className="mt-1 text-sm text-brand-100">{t('vcard.goPhysicalText')}</p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              className="text-white hover:bg-white/10"
              onClick={() => setOfferOpen(false)}
            >
              {t('vcard.maybeLater')}
            </Button>
            <Button variant="accent" onClick={actions.onOrderNfc}>
              {t('vcard.orderNfc')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
