import type { CvSummary } from '@careercard/shared/cv-api';
import { Copy, FilePlus2, FileText, FileUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';

interface CvListProps {
  cvs: CvSummary[];
  onCreate: () => void;
  onImport: () => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
}

/** My CVs: each CV with its name and last update, and what can be done with it. */
export function CvList({
  cvs,
  onCreate,
  onImport,
  onEdit,
  onDuplicate,
  onDelete,
  deleting,
}: CvListProps) {
  const { t } = useTranslation();
  const [toDelete, setToDelete] = useState<string | null>(null);
  return (
    <section aria-labelledby="my-cvs-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-cvs-title" className="text-2xl font-bold text-slate-900">
          {t('dashboard.nav.myCvs')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onImport}>
            <FileUp className="size-4" aria-hidden />
            {t('cvs.importFromFile')}
          </Button>
          <Button onClick={onCreate}>
            <FilePlus2 className="size-4" aria-hidden />
            {t('cvs.createNew')}
          </Button>
        </div>
      </div>

      {cvs.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <FileText className="size-10 text-brand-600" aria-hidden />
          <p className="mt-4 text-lg font-semibold text-slate-800">{t('cvs.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-500">{t('cvs.emptyHint')}</p>
        </div>
      ) : (
        // grid-cols-1 is minmax(0, 1fr): an implicit column would widen to the longest name.
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cvs.map((cv) => (
            <li
              key={cv.id}
              className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <FileText className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  {/* Long names wrap, up to two lines; the tooltip has the rest. */}
                  <h2
                    className="line-clamp-2 font-semibold break-words text-slate-900"
                    title={cv.name}
                  >
                    {cv.name}
                  </h2>
                  <p className="text-sm text-slate-500">
                    {t('cvs.lastUpdated', { date: formatDateTime(cv.lastModified) })}
                  </p>
                  <p className="text-xs text-slate-500">{cv.templateName}</p>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => onEdit(cv.id)}
                  aria-label={t('cvs.editNamed', { name: cv.name })}
                >
                  <Pencil className="size-4" aria-hidden />
                  {t('cvs.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onDuplicate(cv.id)}
                  aria-label={t('cvs.duplicateNamed', { name: cv.name })}
                >
                  <Copy className="size-4" aria-hidden />
                  {t('cvs.duplicate')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-600 hover:bg-red-50"
                  onClick={() => setToDelete(cv.id)}
                  aria-label={t('cvs.deleteNamed', { name: cv.name })}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t('cvs.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        message={t('cvs.confirmDelete')}
        confirmLabel={t('cvs.delete')}
        busy={deleting}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      />
    </section>
  );
}
