import { cvResponseSchema } from '@careercard/shared/cv-api';
import {
  cvVersionListResponseSchema,
  cvVersionResponseSchema,
} from '@careercard/shared/cv-history';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { cvQueryOptions } from './get-cv';
import { cvsQueryOptions } from './get-cvs';

const versionsUrl = (cvId: string) => `/user/cvs/${encodeURIComponent(cvId)}/versions`;

const versionsQueryOptions = (cvId: string) =>
  infiniteQueryOptions({
    queryKey: ['cvs', cvId, 'versions'],
    queryFn: async ({ pageParam }) =>
      (
        await apiRequest(
          `${versionsUrl(cvId)}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
          { schema: cvVersionListResponseSchema },
        )
      ).data,
    initialPageParam: '',
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Each save may keep a version: the list is fetched afresh each time it is opened.
    staleTime: 0,
  });

/** The CV's versions, newest first, a page at a time. */
export function useCvVersions(cvId: string, enabled: boolean) {
  return useInfiniteQuery({ ...versionsQueryOptions(cvId), enabled });
}

/** One version with its data, to preview. */
export function useCvVersion(cvId: string, versionId: string | null) {
  return useQuery({
    queryKey: ['cvs', cvId, 'versions', versionId],
    queryFn: async () =>
      (
        await apiRequest(`${versionsUrl(cvId)}/${encodeURIComponent(versionId ?? '')}`, {
          schema: cvVersionResponseSchema,
        })
      ).data,
    enabled: versionId !== null,
  });
}

/** The CV put back as it was in a version, from the CV's version `version`; 409 when stale. */
export function useRestoreCvVersion(cvId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ versionId, version }: { versionId: string; version: number }) =>
      (
        await apiRequest(`${versionsUrl(cvId)}/${encodeURIComponent(versionId)}/restore`, {
          method: 'POST',
          json: { version },
          schema: cvResponseSchema,
        })
      ).data,
    onSuccess: (record) => {
      queryClient.setQueryData(cvQueryOptions(cvId).queryKey, record);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsQueryOptions(cvId).queryKey }),
        queryClient.invalidateQueries({ queryKey: cvsQueryOptions().queryKey, exact: true }),
      ]);
    },
  });
}
