import type { PublicVcard } from '@careercard/shared/vcards';
import { useQuery } from '@tanstack/react-query';
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

export const usePublicVcard = (slug: string) =>
  useQuery({
    queryKey: ['public-vcard', slug],
    queryFn: async () =>
      (await apiRequest<{ data: PublicVcard }>(`/vcards/${encodeURIComponent(slug)}`)).data,
    retry: false,
  });
