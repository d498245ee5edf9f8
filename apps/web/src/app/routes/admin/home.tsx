import { adminFigurePermissions, type AdminDashboardStats } from '@careercard/shared/dashboard';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { StatCard } from '@/components/ui/stat-card';
import { RecentActivity } from '@/features/activity/components/recent-activity';
import { useAdminDashboardStats } from '@/features/dashboard/api/get-admin-dashboard-stats';
import { formatList, formatNumber, formatTaka } from '@/lib/format';
import { useSession } from '@/lib/session';

/** Each card, the figure it shows and how. */
const cards = [
  { stat: 'revenue', figure: 'totalRevenue', format: formatTaka },
  { stat: 'newUsers', figure: 'newUsers30Days', format: formatNumber },
  { stat: 'cvsAnalyzed', figure: 'cvsAnalyzed', format: formatNumber },
] as const;

/**
 * What the revenue is made of: each method's real money when more than one took any, and the
 * test money kept apart, by method; the parts add up to the figures they explain.
 */
function revenueNote(t: TFunction, stats: AdminDashboardStats): string {
  const byMethod = stats.revenueByMethod ?? [];
  const listed = (key: 'real' | 'sandbox') =>
    formatList(
      byMethod
        .filter((row) => row[key] > 0)
        .map((row) => `${t(`payment.methods.${row.method}`)} ${formatTaka(row[key])}`),
    );
  const real = byMethod.filter((row) => row.real > 0);
  const note =
    real.length > 1
      ? t('admin.stat.revenueByMethodNote', { methods: listed('real') })
      : t('admin.stat.revenueNote');
  return byMethod.some((row) => row.sandbox > 0)
    ? t('admin.stat.revenueSandboxNote', { note, methods: listed('sandbox') })
    : note;
}

export function Component() {
  const { t } = useTranslation();
  const stats = useAdminDashboardStats();
  const permissions = useSession()?.user.permissions ?? [];
  // The cards of the staff member's areas: the server counts only those (null for the others).
  const shown = cards.filter(({ figure }) =>
    stats.data ? stats.data[figure] !== null : permissions.includes(adminFigurePermissions[figure]),
  );
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.homeTitle')}</h1>
      {stats.data?.smsDelivery === 'none' && <ErrorAlert>{t('admin.smsNone')}</ErrorAlert>}
      {stats.data?.paymentMode === 'off' && <ErrorAlert>{t('admin.payments.off')}</ErrorAlert>}
      {(stats.data?.paymentMode === 'sandbox' || stats.data?.paymentMode === 'local-sandbox') && (
        <Notice>{t(`admin.payments.${stats.data.paymentMode}`)}</Notice>
      )}
      {stats.data?.smsDelivery === 'demo' && <Notice>{t('admin.smsDemo')}</Notice>}
      {shown.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-3">
          {shown.map(({ stat, figure, format }) => {
            const value = stats.data?.[figure];
            return (
              <StatCard
                key={stat}
                label={t(`admin.stat.${stat}`)}
                value={value == null ? undefined : format(value)}
                note={
                  stats.isError
                    ? t('admin.statsFailed')
                    : stat === 'revenue' && stats.data
                      ? revenueNote(t, stats.data)
                      : t(`admin.stat.${stat}Note`)
                }
              />
            );
          })}
        </div>
      )}
      <section
        aria-labelledby="recent-activity"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
          {t('admin.recentActivity')}
        </h2>
        <RecentActivity />
      </section>
    </div>
  );
}
