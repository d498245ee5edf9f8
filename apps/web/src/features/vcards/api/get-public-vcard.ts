import type { PublicVcard } from '@careercard/shared/vcards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The files a visitor can take away: the contact file and the QR code. */
export const vcardFiles = (slug: string) => {
  const base = `/api/vcards/${encodeURIComponent(slug)}`;
  return {
    contact: `${base}/contact.vcf`,
    qrSvg: `${base}/qr.svg`,
    qrPng: `${base}/qr.png?download=true`,
  };
};

/** A published card; a fetch from the browser counts a visit (the server's render of the page does not). */
export const publicVcardQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-vcard', slug],
    queryFn: async () =>
      (await apiRequest<{ data: PublicVcard }>(`/vcards/${encodeURIComponent(slug)}`)).data,
    retry: false,
  });

export const usePublicVcard = (slug: string) => useQuery(publicVcardQueryOptions(slug));
