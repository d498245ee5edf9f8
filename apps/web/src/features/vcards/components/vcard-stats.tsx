import {
  VCARD_STATS_DAYS,
  visitSources,
  type VcardStats as Stats,
  type VisitSource,
} from '@careercard/shared/vcard-analytics';
import { Nfc } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { describeError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useVcardStats } from '../api/get-vcard-stats';

/** Each source's colour in the chart and its legend, bottom of a bar first. */
const SOURCE_COLOURS: Record<VisitSource, string> = {
  nfc: 'fill-brand-700 bg-brand-700',
  qr: 'fill-teal-500 bg-teal-500',
  link: 'fill-indigo-400 bg-indigo-400',
  search: 'fill-accent-500 bg-accent-500',
};

const CHART_HEIGHT = 120;
const BAR_WIDTH = 10;
const BAR_GAP = 4;

/** My V-Card: how the card was used in the last 30 days, and each NFC card's taps. */
export function VcardStats() {
  const { t } = useTranslation();
  const stats = useVcardStats();
  if (stats.isPending) return <StatusMessage busy text={t('vcard.stats.loading')} />;
  if (stats.isError) {
    return <ErrorAlert>{describeError(stats.error, t('vcard.stats.loadFailed'))}</ErrorAlert>;
  }
  const { totals, tags } = stats.data;
  return (
    <section
      aria-labelledby="vcard-stats-title"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div>
        <h2 id="vcard-stats-title" className="text-lg font-semibold text-slate-900">
          {t('vcard.stats.title', { days: VCARD_STATS_DAYS })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('vcard.stats.how')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label={t('vcard.stats.views')}
          value={formatNumber(totals.views)}
          note={t('vcard.stats.viewsNote')}
        />
        <StatCard
          label={t('vcard.stats.saves')}
          value={formatNumber(totals.saves)}
          note={t('vcard.stats.savesNote')}
        />
        <StatCard
          label={t('vcard.stats.clicks')}
          value={formatNumber(totals.clicks)}
          note={t('vcard.stats.clicksNote')}
        />
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        {visitSources.map((source) => (
          <li key={source} className="flex items-center gap-2">
            <span aria-hidden className={`size-3 rounded-sm ${SOURCE_COLOURS[source]}`} />
            {t(`vcard.stats.sources.${source}`)}:{' '}
            <strong className="font-semibold">{formatNumber(totals.bySource[source])}</strong>
          </li>
        ))}
      </ul>
      {totals.views === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t('vcard.stats.none')}</p>
      ) : (
        <ViewsChart days={stats.data.days} />
      )}
      {tags.length > 0 && <TagTaps tags={tags} />}
    </section>
  );
}

/** Views a day, stacked by source; a table says the same to a screen reader. */
function ViewsChart({ days }: { days: Stats['days'] }) {
  const { t } = useTranslation();
  const totalOf = (day: Stats['days'][number]) =>
    visitSources.reduce((sum, source) => sum + day.views[source], 0);
  const most = Math.max(1, ...days.map(totalOf));
  const width = days.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  return (
    <figure>
      <div className="flex items-stretch gap-2">
        <div
          aria-hidden
          className="flex flex-col justify-between py-0.5 text-right text-xs text-slate-500"
        >
          <span>{formatNumber(most)}</span>
          <span>{formatNumber(0)}</span>
        </div>
        <svg
          aria-hidden
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full border-b border-slate-300"
        >
          {days.map((day, index) => {
            let top = CHART_HEIGHT;
            return (
              <g key={day.day}>
                <title>
                  {`${formatDate(day.day)}: ${visitSources
                    .map((source) => `${t(`vcard.stats.sources.${source}`)} ${day.views[source]}`)
                    .join(', ')}`}
                </title>
                {visitSources.map((source) => {
                  const height = (day.views[source] / most) * CHART_HEIGHT;
                  top -= height;
                  return height > 0 ? (
                    <rect
                      key={source}
                      x={index * (BAR_WIDTH + BAR_GAP)}
                      y={top}
                      width={BAR_WIDTH}
                      height={height}
                      className={SOURCE_COLOURS[source]}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-1 flex justify-between pl-6 text-xs text-slate-500">
        <span>{formatDate(days[0]!.day)}</span>
        <span>{formatDate(days.at(-1)!.day)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('vcard.stats.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vcard.stats.day')}</th>
            {visitSources.map((source) => (
              <th key={source} scope="col">
                {t(`vcard.stats.sources.${source}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => totalOf(day) > 0)
            .map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDate(day.day)}</th>
                {visitSources.map((source) => (
                  <td key={source}>{day.views[source]}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Each NFC card ordered for the account, with its taps. */
function TagTaps({ tags }: { tags: Stats['tags'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Nfc className="size-4" aria-hidden />
        {t('vcard.stats.tagsTitle')}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {tags.map((tag) => (
          <li
            key={tag.code}
            className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              <span className="font-medium text-slate-900">{tag.code}</span>
              <span className="text-slate-500"> · {tag.designName}</span>
            </span>
            <span className="text-slate-700" data-testid={`taps-${tag.code}`}>
              {t('vcard.stats.taps', {
                count: tag.taps,
                days: VCARD_STATS_DAYS,
                all: formatNumber(tag.allTaps),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
