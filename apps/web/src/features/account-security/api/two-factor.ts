import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  type ConfirmTwoFactorInput,
  type EnableTwoFactorInput,
} from '@careercard/shared/two-factor';
import { messageSchema } from '@careercard/shared/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'two-factor'],
    queryFn: async () =>
      (await apiRequest('/user/two-factor', { schema: twoFactorStatusSchema })).data,
  });

export const useTwoFactorStatus = () => useQuery(statusQueryOptions());

/** A new secret to scan: each call replaces a set-up not finished yet. */
export const useStartTwoFactorSetup = () =>
  useMutation({
    mutationFn: async () =>
      (
        await apiRequest('/user/two-factor/setup', {
          method: 'POST',
          schema: twoFactorSetupResponseSchema,
        })
      ).data,
  });

/** Turning it on, off or renewing codes changes the status, and (staff) the account itself. */
function useTwoFactorChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { changes: 'account' },
    onSuccess: () => queryClient.invalidateQueries(statusQueryOptions()),
  });
}

export const useEnableTwoFactor = () =>
  useTwoFactorChange((input: EnableTwoFactorInput) =>
    apiRequest('/user/two-factor/enable', {
      method: 'POST',
      json: input,
      schema: recoveryCodesResponseSchema,
    }),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorChange((input: ConfirmTwoFactorInput) =>
    apiRequest('/user/two-factor/disable', { method: 'POST', json: input, schema: messageSchema }),
  );

export const useRenewRecoveryCodes = () =>
  useTwoFactorChange((input: ConfirmTwoFactorInput) =>
    apiRequest('/user/two-factor/recovery-codes', {
      method: 'POST',
      json: input,
      schema: recoveryCodesResponseSchema,
    }),
  );
