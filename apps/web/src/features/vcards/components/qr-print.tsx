import { Download, QrCode } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { qrFile } from '../api/get-public-vcard';

/**
 * My V-Card: the card's QR code for print, in its colours: SVG for a designer or a print shop,
 * PNG at 300 dpi for everything else, with the photo in the centre if the owner likes.
 */
export function QrPrint({ slug, hasPhoto }: { slug: string; hasPhoto: boolean }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState(false);
  const withPhoto = hasPhoto && photo;
  return (
    <section
      aria-labelledby="qr-print-title"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row"
    >
      <img
        src={qrFile(slug, { format: 'svg', photo: withPhoto })}
        alt={t('vcard.print.alt')}
        className="size-40 shrink-0 self-center rounded-lg ring-1 ring-slate-200"
      />
      <div className="flex-1 space-y-3">
        <h2
          id="qr-print-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <QrCode className="size-5" aria-hidden />
          {t('vcard.print.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('vcard.print.intro')}</p>
        {hasPhoto && (
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={photo}
              onChange={(event) => setPhoto(event.target.checked)}
            />
            {t('vcard.print.photo')}
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          {(['svg', 'png'] as const).map((format) => (
            <Button key={format} asChild variant="outline">
              <a href={qrFile(slug, { format, photo: withPhoto, download: true })} download>
                <Download className="size-4" aria-hidden />
                {t(`vcard.print.${format}`)}
              </a>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
