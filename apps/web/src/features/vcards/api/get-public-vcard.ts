import type { PublicVcard } from '@careercard/shared/vcards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const filesOf = (slug: string) => `/api/vcards/${encodeURIComponent(slug)}`;

/** The card's QR code: SVG or a 300 dpi PNG, with the card's photo in the centre or not. */
export const qrFile = (
  slug: string,
  {
    format,
    photo = false,
    download = false,
  }: { format: 'svg' | 'png'; photo?: boolean; download?: boolean },
) => {
  const query = new URLSearchParams({
    ...(download ? { download: 'true' } : {}),
    ...(photo ? { logo: 'photo' } : {}),
  }).toString();
  return `${filesOf(slug)}/qr.${format}${query ? `?${query}` : ''}`;
};

/** The files a visitor can take away: the contact file and the QR code. */
export const vcardFiles = (slug: string) => ({
  contact: `${filesOf(slug)}/contact.vcf`,
  qrSvg: qrFile(slug, { format: 'svg' }),
  qrPng: qrFile(slug, { format: 'png', download: true }),
});

/** A published card; a fetch from the browser counts a visit (the server's render of the page does not). */
export const publicVcardQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-vcard', slug],
    queryFn: async () =>
      (await apiRequest<{ data: PublicVcard }>(`/vcards/${encodeURIComponent(slug)}`)).data,
    retry: false,
  });

export const usePublicVcard = (slug: string) => useQuery(publicVcardQueryOptions(slug));
