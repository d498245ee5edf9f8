import { publicPostResponseSchema } from '@careercard/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function getPublicPost(slug: string) {
  return apiRequest(`/blog/posts/${encodeURIComponent(slug)}`, {
    schema: publicPostResponseSchema,
  });
}

/** A Published post with its related and recent posts. */
export function usePublicPost(slug: string) {
  return useQuery({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getPublicPost(slug),
    retry: false,
  });
}
