import { tailoredCvResponseSchema, type TailoredCvRequest } from '@careercard/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The CV tailored to the job, with suggestions and a cover letter. */
async function createTailoredCv(input: TailoredCvRequest) {
  return apiRequest('/user/tailored-cv', {
    method: 'POST',
    json: input,
    schema: tailoredCvResponseSchema,
  });
}

export function useCreateTailoredCv() {
  return useMutation({ mutationFn: createTailoredCv });
}
