import { subscriptionResponseSchema } from '@careercard/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

async function getSubscription() {
  return (await apiRequest('/user/subscription', { schema: subscriptionResponseSchema })).data;
}

/** Until when the user's Monthly Subscription runs, and its price while it is on sale. */
export function useSubscription() {
  return useQuery({ queryKey: ['subscription'], queryFn: getSubscription, staleTime: 0 });
}
