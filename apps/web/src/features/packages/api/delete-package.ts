import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { packagesKey } from './get-packages';

function deletePackage(id: number) {
  return apiRequest(`/admin/packages/${id}`, { method: 'DELETE', schema: messageSchema });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
