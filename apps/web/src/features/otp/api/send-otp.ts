import { sendOtpResponseSchema, type SendOtpRequest } from '@careercard/shared/otp';
import { apiRequest } from '@/lib/api-client';

export function sendOtp(body: SendOtpRequest) {
  return apiRequest('/user/otp/send', {
    method: 'POST',
    json: body,
    schema: sendOtpResponseSchema,
  });
}
