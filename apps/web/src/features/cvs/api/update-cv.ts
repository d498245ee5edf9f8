import { cvSavedResponseSchema, type UpdateCvInput } from '@careercard/shared/cv-api';
import { apiRequest } from '@/lib/api-client';

/** Saves changes made from `input.version`; a 409 ApiError means another tab saved first. */
export async function updateCv(id: string, input: UpdateCvInput) {
  const response = await apiRequest(`/user/cvs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: cvSavedResponseSchema,
  });
  return response.data;
}
