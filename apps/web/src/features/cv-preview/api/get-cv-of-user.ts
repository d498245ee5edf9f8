import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** The CV data is typed with the CV model when the builder lands; until then it passes through. */
const cvOfUserSchema = z.object({ cvData: z.unknown(), templateName: z.string().optional() });

export function getCvOfUser(userId: string) {
  return apiRequest(`/user/cv/${encodeURIComponent(userId)}`, { schema: cvOfUserSchema });
}

export const cvOfUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['cv-of-user', userId], queryFn: () => getCvOfUser(userId) });

export function useCvOfUser(userId: string, enabled: boolean) {
  return useQuery({ ...cvOfUserQueryOptions(userId), enabled });
}
