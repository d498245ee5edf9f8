import type { SettingsArea } from '@careercard/shared/settings';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsAreaQueryOptions } from './get-settings-area';

/** Saves the fields given of one area; the others stay as they are. */
function saveSettingsArea({ area, patch }: { area: SettingsArea; patch: object }) {
  return apiRequest(`/admin/settings/${area}`, {
    method: 'PUT',
    json: patch,
    schema: messageSchema,
  });
}

export function useSaveSettingsArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettingsArea,
    onSuccess: (_answer, { area }) =>
      queryClient.invalidateQueries({ queryKey: settingsAreaQueryOptions(area).queryKey }),
  });
}
