import { CV_TRASH_DAYS } from '@careercard/shared/cv-history';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { formatDate } from '@/lib/format';
import { usePurgeCv, useRestoreCv, useTrash } from '../api/cv-trash';

/**
 * The Trash under My CVs: each deleted CV until the day it goes for good, with Restore and
 * Delete forever. Not shown while it is empty.
 */
export function CvTrash() {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const trash = useTrash();
  const restore = useRestoreCv();
  const purge = usePurgeCv();
  const [toPurge, setToPurge] = useState<{ id: string; name: string } | null>(null);
  const failure = restore.error ?? purge.error;

  if (!trash.data?.length) return null;
  return (
    <section aria-labelledby="cv-trash-title" className="mt-10">
      <h2
        id="cv-trash-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Trash2 className="size-5 text-slate-500" aria-hidden />
        {t('cvs.trash.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t('cvs.trash.hint', { days: CV_TRASH_DAYS })}</p>
      {failure && (
        <div className="mt-3">
          <ErrorAlert>{describeError(failure, t('errors.generic'))}</ErrorAlert>
        </div>
      )}
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {trash.data.map((cv) => (
          <li key={cv.id} className="flex flex-wrap items-center gap-3 px-5 py-4">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-800" title={cv.name}>
                {cv.name}
              </p>
              <p className="text-sm text-slate-500">
                {t('cvs.trash.when', {
                  deleted: formatDate(cv.deletedAt),
                  purge: formatDate(cv.purgeAt),
                })}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={restore.isPending}
              aria-label={t('cvs.trash.restoreNamed', { name: cv.name })}
              onClick={() =>
                restore.mutate(cv.id, {
                  onSuccess: () => showFlash(t('cvs.trash.restored', { name: cv.name })),
                })
              }
            >
              <RotateCcw className="size-4" aria-hidden />
              {t('cvs.trash.restore')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600 hover:bg-red-50"
              aria-label={t('cvs.trash.purgeNamed', { name: cv.name })}
              onClick={() => setToPurge(cv)}
            >
              {t('cvs.trash.purge')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toPurge !== null}
        onOpenChange={(open) => !open && setToPurge(null)}
        message={t('cvs.trash.confirmPurge', { name: toPurge?.name ?? '' })}
        confirmLabel={t('cvs.trash.purge')}
        busy={purge.isPending}
        onConfirm={() => {
          if (toPurge)
            purge.mutate(toPurge.id, { onSuccess: () => showFlash(t('cvs.trash.purged')) });
          setToPurge(null);
        }}
      />
    </section>
  );
}
