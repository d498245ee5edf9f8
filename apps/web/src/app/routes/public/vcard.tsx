import { Download, QrCode, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/spinner';
import { usePublicVcard, vcardFiles } from '@/features/vcards/api/get-public-vcard';
import { VcardView } from '@/features/vcards/components/vcard-view';
import { NotFoundPage } from './not-found-page';

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
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <VcardView card={card.data} />
      <div className="mt-6 grid gap-3">
        <Button asChild size="lg">
          <a href={files.contact} download>
            <UserPlus className="size-5" aria-hidden />
            {t('vcard.saveContact')}
          </a>
        </Button>
      </div>
      <section
        aria-label={t('vcard.qrTitle')}
        className="mt-6 flex flex-col items-center rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <QrCode className="size-4" aria-hidden />
          {t('vcard.qrTitle')}
        </h2>
        <img
          src={files.qrSvg}
          alt={t('vcard.qrAlt', { name: card.data.name })}
          className="mt-3 size-48"
        />
        <Button asChild variant="outline" size="sm" className="mt-3">
          <a href={files.qrPng} download>
            <Download className="size-4" aria-hidden />
            {t('vcard.downloadQr')}
          </a>
        </Button>
      </section>
    </div>
  );
}
