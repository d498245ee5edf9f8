import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshStaffAndRoles } from './get-staff';

function deleteRole(id: number) {
  return apiRequest(`/admin/roles/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => refreshStaffAndRoles(queryClient),
  });
}
