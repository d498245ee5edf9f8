import type { VerifyOtpRequest } from '@careercard/shared/otp';
import { messageSchema } from '@careercard/shared/validation';
import { apiRequest } from '@/lib/api-client';

export function verifyOtp(body: VerifyOtpRequest) {
  return apiRequest('/user/otp/verify', { method: 'POST', json: body, schema: messageSchema });
}
