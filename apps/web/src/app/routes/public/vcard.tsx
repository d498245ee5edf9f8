import type { VcardVisitRequest } from '@careercard/shared/vcard-analytics';
import { Download, QrCode, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/spinner';
import type { Prefetch } from '@/app/router';
import {
  publicVcardQueryOptions,
  usePublicVcard,
  vcardFiles,
} from '@/features/vcards/api/get-public-vcard';
import { sendVisit } from '@/features/vcards/api/vcard-visits';
import { ContactExchange } from '@/features/vcards/components/contact-exchange';
import { VcardView } from '@/features/vcards/components/vcard-view';
import { lookStyle } from '@/features/vcards/utils/look-style';
import { NotFoundPage } from './not-found-page';

export const prefetch: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(publicVcardQueryOptions(params.slug ?? ''));

/** /v/{slug}: a published V-Card, with its contact file and QR code. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const card = usePublicVcard(slug);
  const name = card.data?.name;
  const shown = card.isSuccess;
  useCountedView(slug, shown);

  useEffect(() => {
    if (name) document.title = `${name} · CareerCard`;
  }, [name]);

  if (card.isPending) return <StatusMessage busy text={t('vcard.loading')} />;
  if (card.isError) {
    return <NotFoundPage title={t('public.vcardNotFound')} text={t('public.vcardNotFoundText')} />;
  }
  const files = vcardFiles(slug);
  const { look } = card.data;
  // The page takes the card's look too: its background, and the buttons in its accent.
  return (
    <div style={lookStyle(look)} className="min-h-dvh bg-(--vc-background)">
      <div className="mx-auto max-w-md px-4 py-10">
        <VcardView
          card={card.data}
          look={look}
          onLinkOpen={() => sendVisit(slug, { kind: 'click' })}
        />
        {look.show.saveContact && (
          <div className="mt-6 grid gap-3">
            <Button
              asChild
              size="lg"
              className="hover:opacity-90"
              style={{ backgroundColor: 'var(--vc-accent)', color: 'var(--vc-on-accent)' }}
            >
              <a href={files.contact} download rel="nofollow">
                <UserPlus className="size-5" aria-hidden />
                {t('vcard.saveContact')}
              </a>
            </Button>
          </div>
        )}
        <ContactExchange slug={slug} name={card.data.name} />
        {look.show.qr && (
          <section
            aria-label={t('vcard.qrTitle')}
            className="mt-6 flex flex-col items-center rounded-3xl bg-(--vc-surface) p-6 text-(--vc-text) shadow-sm ring-1 ring-(--vc-line)"
          >
            <h2 className="flex items-center gap-2 text-sm font-semibold">
              <QrCode className="size-4" aria-hidden />
              {t('vcard.qrTitle')}
            </h2>
            {/* On a white tile, so a dark card's code still scans. */}
            <img
              src={files.qrSvg}
              alt={t('vcard.qrAlt', { name: card.data.name })}
              className="mt-3 size-48 rounded-xl bg-white"
            />
            <Button
              asChild
              variant="outline"
              size="sm"
              className="mt-3"
              style={{
                backgroundColor: 'var(--vc-surface)',
                color: 'var(--vc-text)',
                borderColor: 'var(--vc-line)',
              }}
            >
              <a href={files.qrPng} download>
                <Download className="size-4" aria-hidden />
                {t('vcard.downloadQr')}
              </a>
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * Tells the server of the view once the card is on screen (a page opened in the background counts
 * when it is first seen), with where it came from: the address's ?via= and ?card= (printed on our
 * QR codes and NFC tags) and the referrer. Those two are then taken off the address, so a link
 * copied from here counts as a shared link, not as another scan.
 */
function useCountedView(slug: string, shown: boolean) {
  const [params, setParams] = useSearchParams();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || sent.current === slug) return;
    sent.current = slug;
    const via = params.get('via');
    const card = params.get('card');
    const visit: VcardVisitRequest = {
      kind: 'view',
      ...(via === 'nfc' || via === 'qr' ? { via } : {}),
      ...(card ? { card: card.slice(0, 40) } : {}),
      ...(document.referrer ? { referrer: document.referrer.slice(0, 2000) } : {}),
    };
    const send = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', send);
      sendVisit(slug, visit);
    };
    document.addEventListener('visibilitychange', send);
    send();
    if (via !== null || card !== null) {
      const rest = new URLSearchParams(params);
      rest.delete('via');
      rest.delete('card');
      setParams(rest, { replace: true });
    }
  }, [shown, slug, params, setParams]);
}
