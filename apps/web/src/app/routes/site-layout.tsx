import { Outlet, useNavigate } from 'react-router';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { homeOf, useSession } from '@/lib/session';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';

/** The public pages' frame: the site header and footer around the page. */
export function Component() {
  const current = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useScrollToHash();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        user={current?.user ?? null}
        homePath={current ? homeOf(current.user) : paths.home}
        signingOut={signOut.isPending}
        onSignOut={() =>
          signOut.mutateAsync().then(
            () => navigate(paths.home),
            () => {},
          )
        }
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
