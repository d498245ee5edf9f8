import { roleResponseSchema, type RoleInput } from '@careercard/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshStaffAndRoles } from './get-staff';

/** Adds a role (no id) or changes its name and permissions. */
function saveRole({ id, body }: { id?: number; body: RoleInput }) {
  return apiRequest(id === undefined ? '/admin/roles' : `/admin/roles/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: body,
    schema: roleResponseSchema,
  });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => refreshStaffAndRoles(queryClient),
  });
}
