import { siteThemeResponseSchema, type ThemeFileKind } from '@careercard/shared/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { siteThemeQueryKey } from '@/lib/site-theme';

/** Uploads the logo or favicon (multipart `file`). */
async function saveThemeFile({ kind, file }: { kind: ThemeFileKind; file: File }) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return (
    await apiRequest(`/admin/theme/${kind}`, {
      method: 'POST',
      formData,
      schema: siteThemeResponseSchema,
    })
  ).data;
}

export function useSaveThemeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveThemeFile,
    // The answer is the new theme: the whole page takes it at once.
    onSuccess: (theme) => queryClient.setQueryData(siteThemeQueryKey, theme),
  });
}
