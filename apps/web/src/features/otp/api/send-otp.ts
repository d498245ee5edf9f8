import { sendOtpResponseSchema, type SendOtpRequest } from '@careercard/shared/otp';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function sendOtp(body: SendOtpRequest) {
  return apiRequest('/user/otp/send', {
    method: 'POST',
    json: body,
    schema: sendOtpResponseSchema,
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
