import type { AdminNfcDesign } from '@careercard/shared/nfc';
import { CreditCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCard, AdminCardGrid } from '@/components/ui/admin-card-grid';
import { ErrorAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusToggleButton } from '@/components/ui/status-toggle-button';
import { BulkActions, useSwitchingActions } from '@/components/ui/bulk-actions';
import { toggleKey } from '@/lib/use-selection';
import { describeError } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useDeleteNfcDesign } from '../api/delete-nfc-design';
import { useBulkNfcDesigns } from '../api/get-admin-nfc-designs';
import { useSaveNfcDesign } from '../api/save-nfc-design';
import { DesignFormDialog } from './design-form-dialog';

/** NFC Card Design Management: a grid of designs with add, edit, toggle and delete. */
export function AdminDesignGrid({
  designs,
  sortControl,
}: {
  /** A page of them. */
  designs: AdminNfcDesign[];
  sortControl: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveNfcDesign();
  const remove = useDeleteNfcDesign();
  const bulk = useBulkNfcDesigns();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const switching = useSwitchingActions();
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
      <div className="flex flex-wrap items-end justify-between gap-3">
        {sortControl}
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('nfc.admin.designs.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        actions={switching}
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        nameOf={(id) => designs.find((design) => design.id === Number(id))?.name}
        confirmMessage={(action, count) => t(`nfc.admin.designs.confirmBulk.${action}`, { count })}
      />
      {designs.length === 0 ? (
        <EmptyState icon={CreditCard} title={t('nfc.admin.designs.empty')} />
      ) : (
        <AdminCardGrid className="sm:grid-cols-2 xl:grid-cols-3">
          {designs.map((design) => {
            const enabled = design.status === 'Enabled';
            return (
              <AdminCard
                key={design.id}
                name={design.name}
                tick={{
                  checked: selected.has(String(design.id)),
                  onChange: () => setSelected(toggleKey(selected, String(design.id))),
                  label: t('nfc.admin.designs.selectNamed', { name: design.name }),
                }}
                picture={
                  <img
                    src={design.thumbnailUrl}
                    alt=""
                    className="aspect-[428/270] w-full bg-slate-100 object-cover"
                  />
                }
                disabled={!enabled}
                status={
                  <StatusBadge on={enabled}>
                    {t(`nfc.admin.designs.statuses.${design.status}`)}
                  </StatusBadge>
                }
                actions={
                  <>
                    <StatusToggleButton
                      on={enabled}
                      onClick={() => toggle(design)}
                      disabled={save.isPending}
                    >
                      {enabled ? t('nfc.admin.designs.disable') : t('nfc.admin.designs.enable')}
                    </StatusToggleButton>
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
                  </>
                }
              >
                <p className="text-sm text-slate-600">{formatTaka(design.price)}</p>
              </AdminCard>
            );
          })}
        </AdminCardGrid>
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
