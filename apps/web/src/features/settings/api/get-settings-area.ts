import { settingsResponseSchema, type SettingsArea } from '@careercard/shared/settings';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getSettingsArea(area: SettingsArea) {
  const { data, savedSecrets } = await apiRequest(`/admin/settings/${area}`, {
    schema: settingsResponseSchema,
  });
  return { values: data, savedSecrets };
}

export const settingsAreaQueryOptions = (area: SettingsArea) =>
  queryOptions({ queryKey: ['admin', 'settings', area], queryFn: () => getSettingsArea(area) });

/** Every area the screen edits, loaded side by side. */
export function useSettingsAreas(areas: readonly SettingsArea[]) {
  return useQueries({
    queries: areas.map((area) => settingsAreaQueryOptions(area)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      byArea: Object.fromEntries(
        areas.flatMap((area, index) => {
          const data = results[index]?.data;
          return data ? [[area, data]] : [];
        }),
      ),
    }),
  });
}
