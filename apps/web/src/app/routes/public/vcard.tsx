import { Download, QrCode, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/spinner';
import type { Prefetch } from '@/app/router';
import {
  publicVcardQueryOptions,
  usePublicVcard,
  vcardFiles,
} from '@/features/vcards/api/get-public-vcard';
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
        <VcardView card={card.data} look={look} />
        {look.show.saveContact && (
          <div className="mt-6 grid gap-3">
            <Button
              asChild
              size="lg"
              className="hover:opacity-90"
              style={{ backgroundColor: 'var(--vc-accent)', color: 'var(--vc-on-accent)' }}
            >
              <a href={files.contact} download>
                <UserPlus className="size-5" aria-hidden />
                {t('vcard.saveContact')}
              </a>
            </Button>
          </div>
        )}
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
