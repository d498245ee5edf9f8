import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FlashMessage } from '@/components/ui/flash-message';
import { ApiError } from '@/lib/api-client';
import { FlashProvider } from '@/lib/flash';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only failures without an answer are retried.
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FlashProvider>
        <FlashMessage />
        {children}
      </FlashProvider>
    </QueryClientProvider>
  );
}
