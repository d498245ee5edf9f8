import { aiTestResponseSchema } from '@careercard/shared/settings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One small real call to the provider that answers analyses; a failure is an outcome too. */
async function testAi() {
  return (
    await apiRequest('/admin/ai-status/test', { method: 'POST', schema: aiTestResponseSchema })
  ).data;
}

export function useTestAi() {
  return useMutation({ mutationFn: testAi });
}
