import { cvQualityResponseSchema, type CvQualityRequest } from '@careercard/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function checkCvQuality(input: CvQualityRequest) {
  const response = await apiRequest('/user/cv-quality', {
    method: 'POST',
    json: input,
    schema: cvQualityResponseSchema,
  });
  return response.data;
}

export function useCheckCvQuality() {
  return useMutation({ mutationFn: checkCvQuality, meta: { changes: 'analysis' } });
}
