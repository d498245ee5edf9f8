import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshStaffAndRoles } from './get-staff';

function resetTwoFactor(id: number) {
  return apiRequest(`/admin/staff/${id}/two-factor/reset`, {
    method: 'POST',
    schema: messageSchema,
  });
}

/** A Super Admin clears a staff member's lost second factor. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => refreshStaffAndRoles(queryClient),
  });
}
