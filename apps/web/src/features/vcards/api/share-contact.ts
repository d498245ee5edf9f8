import type { VcardContactRequest } from '@careercard/shared/vcard-contacts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The public card's own calls: no response schemas here, so its page loads no zod.

/** The token of a contact form just opened on a public card. */
export async function openContactForm(slug: string): Promise<string> {
  const { data } = await apiRequest<{ data: { token: string } }>(
    `/vcards/${encodeURIComponent(slug)}/contact-form`,
  );
  return data.token;
}

/** A visitor's details for the card's owner. */
export const useShareContact = (slug: string) =>
  useMutation({
    mutationFn: (contact: VcardContactRequest) =>
      apiRequest<{ message: string }>(`/vcards/${encodeURIComponent(slug)}/contacts`, {
        method: 'POST',
        json: contact,
      }),
  });
