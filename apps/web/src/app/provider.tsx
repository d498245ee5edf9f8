import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AccountLocale } from '@/app/account-locale';
import { refreshAfter } from '@/app/stale-after';
import { FlashMessage } from '@/components/ui/flash-message';
import { ApiError } from '@/lib/api-client';
import { FlashProvider } from '@/lib/flash';
import { session } from '@/lib/session';
import { applySiteTheme, useSiteTheme } from '@/lib/site-theme';

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // A mutation says what it changed; what other features showed of it is read again.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        refreshAfter(queryClient, mutation.meta?.changes),
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only failures without an answer are retried.
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

/** Cached answers belong to one account: when the account changes, they go. */
function useClearCacheOnAccountChange(queryClient: QueryClient) {
  useEffect(() => {
    let account = session.get()?.user.id;
    return session.subscribe(() => {
      const next = session.get()?.user.id;
      if (next !== account) queryClient.clear();
      account = next;
    });
  }, [queryClient]);
}

/** Keeps the page in the site's theme: a change saved in the back office shows at once. */
function SiteTheme() {
  const theme = useSiteTheme().data;
  useEffect(() => {
    if (theme) applySiteTheme(theme);
  }, [theme]);
  return null;
}

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The cache to use: the server's for the page it renders, the one the page came with. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useClearCacheOnAccountChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FlashProvider>
        <FlashMessage />
        <SiteTheme />
        <AccountLocale />
        {children}
      </FlashProvider>
    </QueryClientProvider>
  );
}
