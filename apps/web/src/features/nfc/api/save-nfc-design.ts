import { adminNfcDesignResponseSchema, type NfcDesignBody } from '@careercard/shared/nfc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminNfcDesignsKey } from './get-admin-nfc-designs';

/** Adds a design (no id) or changes one. */
function saveNfcDesign({ id, body }: { id?: number; body: NfcDesignBody }) {
  return apiRequest(id === undefined ? '/admin/nfc-designs' : `/admin/nfc-designs/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: body,
    schema: adminNfcDesignResponseSchema,
  });
}

/** Saves a design; the staff's list follows. */
export function useSaveNfcDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNfcDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNfcDesignsKey }),
  });
}
