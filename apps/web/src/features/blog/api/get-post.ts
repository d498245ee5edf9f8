import { adminPostResponseSchema } from '@careercard/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminBlogQueryKey } from './get-posts';

async function getPost(id: number) {
  return (await apiRequest(`/admin/blog/posts/${id}`, { schema: adminPostResponseSchema })).data;
}

const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminBlogQueryKey, 'post', id], queryFn: () => getPost(id) });

/** One post as the editor opens it. */
export function usePost(id: number | null) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== null, retry: false });
}
