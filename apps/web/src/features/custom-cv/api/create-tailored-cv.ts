import { tailoredCvResponseSchema, type TailoredCvRequest } from '@careercard/shared/analysis';
import { apiRequest } from '@/lib/api-client';

/** The CV tailored to the job, with suggestions and a cover letter. */
export async function createTailoredCv(input: TailoredCvRequest) {
  return apiRequest('/user/tailored-cv', {
    method: 'POST',
    json: input,
    schema: tailoredCvResponseSchema,
  });
}
