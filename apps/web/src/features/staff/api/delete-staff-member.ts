import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshStaffAndRoles } from './get-staff';

function deleteStaffMember(id: number) {
  return apiRequest(`/admin/staff/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffMember,
    onSuccess: () => refreshStaffAndRoles(queryClient),
  });
}
