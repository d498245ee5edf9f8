import type { Permission } from '@careercard/shared/permissions';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionComingSoon } from '@/app/routes/section-coming-soon';
import { useSession } from '@/lib/session';

/**
 * A back-office section under its title, shown only to staff whose role holds its permission
 * (without one, to any staff member); without children it is still to come.
 */
export function AdminSection({
  titleKey,
  subtitleKey,
  permission,
  children,
}: {
  titleKey: string;
  subtitleKey?: string;
  permission?: Permission;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = user ? !permission || user.permissions.includes(permission) : false;
  if (!allowed) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200"
      >
        <ShieldAlert className="size-6 text-amber-500" aria-hidden />
        {t('admin.noAccess')}
      </div>
    );
  }
  if (!children) return <SectionComingSoon titleKey={titleKey} />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t(titleKey)}</h1>
        {subtitleKey && <p className="mt-1 text-sm text-slate-600">{t(subtitleKey)}</p>}
      </div>
      {children}
    </div>
  );
}
