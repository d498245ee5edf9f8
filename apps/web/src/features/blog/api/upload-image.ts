import { blogImageUploadResponseSchema } from '@careercard/shared/blog';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Stores a featured image (JPG or PNG) and answers the address it is served at. */
async function uploadImage(file: File) {
  const formData = new FormData();
  formData.append('image', file);
  return (
    await apiRequest('/admin/blog/images', {
      method: 'POST',
      formData,
      schema: blogImageUploadResponseSchema,
    })
  ).data.url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
