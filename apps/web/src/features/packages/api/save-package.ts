import {
  adminPackageResponseSchema,
  type PackageInput,
  type PackagePatch,
} from '@careercard/shared/packages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { packagesKey } from './get-packages';

/** Adds a package (no id) or changes the fields given of one. */
function savePackage(
  change: { id?: undefined; body: PackageInput } | { id: number; body: PackagePatch },
) {
  return apiRequest(change.id === undefined ? '/admin/packages' : `/admin/packages/${change.id}`, {
    method: change.id === undefined ? 'POST' : 'PUT',
    json: change.body,
    schema: adminPackageResponseSchema,
  });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesKey }),
  });
}
