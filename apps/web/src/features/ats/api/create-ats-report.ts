import type { AtsReportRequest } from '@careercard/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function createAtsReport(input: AtsReportRequest) {
  // Loaded when a check is asked for: the ATS checker's first visit loads no zod.
  const { atsReportResponseSchema } = await import('@careercard/shared/analysis');
  const response = await apiRequest('/user/ats-report', {
    method: 'POST',
    json: input,
    schema: atsReportResponseSchema,
  });
  return response.data;
}

export function useCreateAtsReport() {
  return useMutation({ mutationFn: createAtsReport, meta: { changes: 'analysis' } });
}
