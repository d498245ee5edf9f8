import { otpStatusResponseSchema } from '@careercard/shared/otp';
import { apiRequest } from '@/lib/api-client';

/** Whether this session has already proved a phone number. */
export async function isSessionVerified(): Promise<boolean> {
  return (await apiRequest('/user/otp/status', { schema: otpStatusResponseSchema })).verified;
}
