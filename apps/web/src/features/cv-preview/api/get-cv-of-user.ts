import { cvPreviewResponseSchema } from '@careercard/shared/cv-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function getCvOfUser(userId: string, cvId?: string) {
  const query = cvId ? `?cvId=${encodeURIComponent(cvId)}` : '';
  return apiRequest(`/user/cv/${encodeURIComponent(userId)}${query}`, {
    schema: cvPreviewResponseSchema,
  });
}

const cvOfUserQueryOptions = (userId: string, cvId?: string) =>
  queryOptions({
    queryKey: ['cv-of-user', userId, cvId],
    queryFn: () => getCvOfUser(userId, cvId),
  });

export function useCvOfUser(userId: string, cvId: string | undefined, enabled: boolean) {
  return useQuery({ ...cvOfUserQueryOptions(userId, cvId), enabled });
}
