import { staffMemberResponseSchema, type StaffInput } from '@careercard/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshStaffAndRoles } from './get-staff';

/** Adds a staff member (no id; they are e-mailed an invitation) or changes one. */
function saveStaffMember({ id, body }: { id?: number; body: StaffInput }) {
  return apiRequest(id === undefined ? '/admin/staff' : `/admin/staff/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: body,
    schema: staffMemberResponseSchema,
  });
}

export function useSaveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffMember,
    onSuccess: () => refreshStaffAndRoles(queryClient),
  });
}
