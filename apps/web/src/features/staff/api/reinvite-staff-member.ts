import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function reinviteStaffMember(id: number) {
  return apiRequest(`/admin/staff/${id}/invite`, { method: 'POST', schema: messageSchema });
}

export function useReinviteStaffMember() {
  return useMutation({ mutationFn: reinviteStaffMember });
}
