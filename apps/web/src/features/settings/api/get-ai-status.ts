import { aiStatusResponseSchema } from '@careercard/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getAiStatus() {
  return (await apiRequest('/admin/ai-status', { schema: aiStatusResponseSchema })).data;
}

export function useAiStatus() {
  return useQuery({ queryKey: ['admin', 'ai-status'], queryFn: getAiStatus });
}
