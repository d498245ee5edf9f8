import { UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '@/lib/session';

/**
 * Across the dashboard while a staff member is signed in as a user: whose account this is,
 * and the way back to the back office (the session is signed out, the staff's returns).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user?.impersonatedBy) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 bg-amber-100 px-4 py-2.5 text-sm text-amber-950 sm:px-6"
    >
      <p className="flex items-center gap-2">
        <UserRoundCog className="size-4 shrink-0" aria-hidden />
        {t('impersonation.banner', { name: user.name, staff: user.impersonatedBy.name })}
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutateAsync().then(
            () => navigate(paths.admin.users),
            () => {},
          )
        }
      >
        {t('impersonation.back')}
      </Button>
    </div>
  );
}
