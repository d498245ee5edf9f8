import { otpStatusResponseSchema } from '@careercard/shared/otp';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Whether this session has already proved a phone number. Read only as a download starts
 * (`queryClient.fetchQuery`); stale at once, so each download asks the server again.
 */
export const otpStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['otp', 'status'],
    queryFn: async () =>
      (await apiRequest('/user/otp/status', { schema: otpStatusResponseSchema })).verified,
    staleTime: 0,
  });
