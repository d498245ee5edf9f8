import type { AdminNfcDesign } from '@careercard/shared/nfc';
import { CreditCard, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatTaka } from '@/lib/format';
import { useDeleteNfcDesign, useSaveNfcDesign } from '../api/admin-nfc-designs';
import { DesignFormDialog } from './design-form-dialog';

/** NFC Card Design Management: a grid of designs with add, edit, toggle and delete. */
export function AdminDesignGrid({ designs }: { designs: AdminNfcDesign[] }) {
  const { t } = useTranslation();
  const save = useSaveNfcDesign();
  const remove = useDeleteNfcDesign();
  const [editing, setEditing] = useState<AdminNfcDesign | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminNfcDesign | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: Error) =>
    setProblem(describeError(error, t('nfc.admin.designs.saveFailed')));

  const toggle = (design: AdminNfcDesign) => {
    setProblem(null);
    const { id, ...body } = design;
    save.mutate(
      { id, body: { ...body, status: design.status === 'Enabled' ? 'Disabled' : 'Enabled' } },
      { onError: failed },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('nfc.admin.designs.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {designs.length === 0 ? (
        <EmptyState icon={CreditCard} title={t('nfc.admin.designs.empty')} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {designs.map((design) => (
            <li
              key={design.id}
              aria-label={design.name}
              className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <div className="relative">
                <img
                  src={design.thumbnailUrl}
                  alt=""
                  className={cn(
                    'aspect-[428/270] w-full bg-slate-100 object-cover',
                    design.status === 'Disabled' && 'opacity-40 grayscale',
                  )}
                />
                {/* On wider screens the actions show over the card on hover, and stay reachable
                    from the keyboard; on a phone (no hover) they sit under it, clear of the art. */}
                <div className="flex justify-end gap-1 border-b border-slate-100 p-2 transition-opacity sm:absolute sm:inset-x-0 sm:bottom-0 sm:border-0 sm:bg-gradient-to-t sm:from-slate-900/60 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => toggle(design)}
                    disabled={save.isPending}
                  >
                    {design.status === 'Enabled' ? (
                      <EyeOff className="size-4" aria-hidden />
                    ) : (
                      <Eye className="size-4" aria-hidden />
                    )}
                    {design.status === 'Enabled'
                      ? t('nfc.admin.designs.disable')
                      : t('nfc.admin.designs.enable')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('nfc.admin.designs.editNamed', { name: design.name })}
                    onClick={() => setEditing(design)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('nfc.admin.designs.deleteNamed', { name: design.name })}
                    onClick={() => setDeleting(design)}
                  >
                    <Trash2 className="size-4 text-red-600" aria-hidden />
                  </Button>
                </div>
              </div>
              <div className="flex items-center justify-between gap-2 p-4">
                <div>
                  <p className="font-semibold text-slate-900">{design.name}</p>
                  <p className="text-sm text-slate-600">{formatTaka(design.price)}</p>
                </div>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-semibold',
                    design.status === 'Enabled'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {t(`nfc.admin.designs.statuses.${design.status}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing !== null && (
        <DesignFormDialog
          design={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('nfc.admin.designs.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('nfc.admin.designs.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setProblem(null);
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed });
        }}
      />
    </div>
  );
}
