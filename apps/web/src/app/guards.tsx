import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homeOf, useSession, type SessionUser } from '@/lib/session';

/** The dashboard needs a signed-in user; an admin is sent to the back office. */
export function RequireUser({ children }: { children: (user: SessionUser) => ReactNode }) {
  const current = useSession();
  const location = useLocation();
  if (!current) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (current.user.role !== 'user') return <Navigate to={homeOf(current.user)} replace />;
  return children(current.user);
}

/** The back office needs a signed-in admin. */
export function RequireAdmin({ children }: { children: (user: SessionUser) => ReactNode }) {
  const current = useSession();
  const location = useLocation();
  if (current?.user.role !== 'admin') {
    return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />;
  }
  return children(current.user);
}

/**
 * Sign-in and sign-up are for visitors. Someone signed in (also the moment a sign-in succeeds)
 * goes back to the page that sent them here when it belongs to their area, else to their home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const current = useSession();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (!current) return children;
  const home = homeOf(current.user);
  const back = typeof from === 'string' && from.startsWith(home) ? from : home;
  // The page signed into may still be loading: the wait shows, not a blank page.
  return (
    <>
      <Navigate to={back} replace />
      <PageLoading />
    </>
  );
}
