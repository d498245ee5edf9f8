import { ArrowRight, FileCheck2, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { daysLeft, SubscriptionCard } from '@/features/payments/components/subscription-card';
import { useMyVcard } from '@/features/vcards/api/get-my-vcard';
import { formatDate, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';

export function Component() {
  const { t, i18n } = useTranslation();
  const name = useSession()?.user.name ?? '';
  const counts = useDashboardStats().data;
  const card = useMyVcard();
  const credits = counts && counts.credits.cvDownloads + counts.credits.tailorings;
  const creditItems = counts && [
    ...(counts.credits.cvDownloads
      ? [t('dashboard.stat.creditDownloads', { count: counts.credits.cvDownloads })]
      : []),
    ...(counts.credits.tailorings
      ? [t('dashboard.stat.creditTailorings', { count: counts.credits.tailorings })]
      : []),
  ];
  const stats: Array<{ key: string; value?: string; note?: string }> = [
    {
      key: 'cvsCreated',
      value: counts && formatNumber(counts.cvsCreated),
      note: t('dashboard.stat.cvsCreatedNote'),
    },
    {
      key: 'atsChecks',
      value: counts && formatNumber(counts.atsChecksUsed),
      note: t('dashboard.stat.atsChecksNote'),
    },
    {
      key: 'vCardStatus',
      ...(card.isSuccess &&
        (card.data?.published
          ? {
              value: t('vcard.statusLive'),
              note: t('dashboard.stat.vCardLiveNote', {
                slug: card.data.slug,
                count: card.data.viewCount,
              }),
            }
          : { value: t('vcard.statusOff'), note: t('dashboard.stat.vCardOffNote') })),
    },
    // While a subscription runs, downloads and tailoring are not counted: they are unlimited.
    counts?.subscriptionUntil
      ? {
          key: 'credits',
          value: t('dashboard.stat.unlimited'),
          note: t('dashboard.stat.subscriptionNote', {
            date: formatDate(counts.subscriptionUntil),
            count: daysLeft(counts.subscriptionUntil),
          }),
        }
      : {
          key: 'credits',
          value: credits === undefined ? undefined : formatNumber(credits),
          note:
            creditItems &&
            (creditItems.length === 0
              ? t('dashboard.stat.creditsNone')
              : t('dashboard.stat.creditsNote', {
                  items: new Intl.ListFormat(i18n.language).format(creditItems),
                })),
        },
  ];
  const cards = [
    { key: 'builderCard', to: paths.dashboard.myCvs, icon: FileText },
    { key: 'atsCard', to: paths.dashboard.atsChecker, icon: FileCheck2 },
  ];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.homeTitle', { name })}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.homeText')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {stats.map(({ key, value, note }) => (
          <StatCard key={key} label={t(`dashboard.stat.${key}`)} value={value} note={note} />
        ))}
      </div>
      <SubscriptionCard />
      <div className="grid gap-4 md:grid-cols-2">
        {cards.map(({ key, to, icon: Icon }) => (
          <Link
            key={key}
            to={to}
            className="group flex items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <span>
              <span className="block text-lg font-semibold text-slate-900">
                {t(`dashboard.${key}.title`)}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {t(`dashboard.${key}.text`)}
              </span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {t(`dashboard.${key}.action`)}
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
              </span>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
