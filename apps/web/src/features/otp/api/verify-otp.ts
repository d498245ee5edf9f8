import type { VerifyOtpRequest } from '@careercard/shared/otp';
import { messageSchema } from '@careercard/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

function verifyOtp(body: VerifyOtpRequest) {
  return apiRequest('/user/otp/verify', { method: 'POST', json: body, schema: messageSchema });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
