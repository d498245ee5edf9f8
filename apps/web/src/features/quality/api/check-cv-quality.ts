import { cvQualityResponseSchema, type CvQualityRequest } from '@careercard/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCvQuality,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
  });
}
