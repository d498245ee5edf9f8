import { vcardContactListResponseSchema } from '@careercard/shared/vcard-contacts';
import { messageSchema } from '@careercard/shared/validation';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, saveFile } from '@/lib/api-client';

const contactsKey = ['vcard', 'contacts'] as const;

/** The contacts visitors left on the caller's card, newest first, a page at a time. */
export const useVcardContacts = () =>
  useInfiniteQuery({
    queryKey: contactsKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      (
        await apiRequest(
          `/user/vcard/contacts${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          { schema: vcardContactListResponseSchema },
        )
      ).data,
    getNextPageParam: (page) => (page.more ? page.contacts.at(-1)?.id : undefined),
  });

export function useDeleteVcardContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/user/vcard/contacts/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: messageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}

/** Every contact as one file: .vcf for a phone's address book, .csv for a spreadsheet. */
export async function downloadVcardContacts(format: 'vcf' | 'csv') {
  const { blob, fileName } = await apiDownload(
    `/user/vcard/contacts.${format}`,
    `V-Card-contacts.${format}`,
  );
  saveFile(blob, fileName);
}
