import { photoUploadResponseSchema } from '@careercard/shared/photos';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Stores a CV photo (multipart `photo`); answers the address it is served at. */
async function uploadPhoto(photo: Blob): Promise<string> {
  const formData = new FormData();
  formData.append('photo', photo, 'photo.jpg');
  const { data } = await apiRequest('/user/photos', {
    method: 'POST',
    formData,
    schema: photoUploadResponseSchema,
  });
  return data.url;
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}
