import type { VcardLook } from '@careercard/shared/vcard-look';
import { fileNameBase } from '@careercard/shared/slug';
import type { AdminVcardTemplate } from '@careercard/shared/vcard-templates';
import { Download, IdCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCard, AdminCardGrid } from '@/components/ui/admin-card-grid';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusToggleButton } from '@/components/ui/status-toggle-button';
import { BulkActions, useSwitchingActions } from '@/components/ui/bulk-actions';
import { toggleKey } from '@/lib/use-selection';
import { describeError, saveFile } from '@/lib/api-client';
import { useDeleteVcardTemplate } from '../api/delete-vcard-template';
import { useBulkVcardTemplates } from '../api/get-vcard-templates';
import { useUpdateVcardTemplate } from '../api/update-vcard-template';
import { VcardTemplateFormDialog } from './vcard-template-form-dialog';

const fileNameOf = (template: AdminVcardTemplate) =>
  `${fileNameBase(template.name, 'vcard-template')}.json`;

/**
 * V-Card Templates: a grid of cards, each drawn in its look (or its thumbnail), with edit,
 * Enable/Disable and delete over the card on hover and from the keyboard, and a JSON badge.
 */
export function VcardTemplateGrid({
  templates,
  preview,
  sortControl,
}: {
  /** A page of them. */
  templates: AdminVcardTemplate[];
  sortControl: ReactNode;
  /** Draws a look small, as the card will show. */
  preview: (look: VcardLook) => ReactNode;
}) {
  const { t } = useTranslation();
  const update = useUpdateVcardTemplate();
  const remove = useDeleteVcardTemplate();
  const bulk = useBulkVcardTemplates();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const switching = useSwitchingActions();
  const [editing, setEditing] = useState<AdminVcardTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminVcardTemplate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (error: Error) => setProblem(describeError(error, t('vcardTemplates.saveFailed')));

  const toggle = (template: AdminVcardTemplate) => {
    setProblem(null);
    update.mutate(
      {
        id: template.id,
        body: { status: template.status === 'Enabled' ? 'Disabled' : 'Enabled' },
      },
      { onError: failed },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {sortControl}
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('vcardTemplates.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        actions={switching}
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        nameOf={(id) => templates.find((template) => template.id === Number(id))?.name}
        confirmMessage={(action, count) => t(`vcardTemplates.confirmBulk.${action}`, { count })}
      />
      {templates.length === 0 ? (
        <EmptyState icon={IdCard} title={t('vcardTemplates.empty')} />
      ) : (
        <AdminCardGrid className="sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {templates.map((template) => {
            const enabled = template.status === 'Enabled';
            return (
              <AdminCard
                key={template.id}
                name={template.name}
                tick={{
                  checked: selected.has(String(template.id)),
                  onChange: () => setSelected(toggleKey(selected, String(template.id))),
                  label: t('vcardTemplates.selectNamed', { name: template.name }),
                }}
                picture={
                  template.thumbnailUrl ? (
                    <img
                      src={template.thumbnailUrl}
                      alt=""
                      className="aspect-[4/5] w-full bg-slate-100 object-cover"
                    />
                  ) : (
                    preview(template.look)
                  )
                }
                overlay={
                  <span
                    title={t('vcardTemplates.jsonAttached')}
                    className="absolute top-2 left-2 inline-flex items-center rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-semibold tracking-wide text-white"
                  >
                    {t('vcardTemplates.jsonBadge')}
                  </span>
                }
                disabled={!enabled}
                status={
                  <StatusBadge on={enabled}>
                    {t(`vcardTemplates.statuses.${template.status}`)}
                  </StatusBadge>
                }
                actions={
                  <>
                    <StatusToggleButton
                      on={enabled}
                      onClick={() => toggle(template)}
                      disabled={update.isPending}
                    >
                      {enabled ? t('vcardTemplates.disable') : t('vcardTemplates.enable')}
                    </StatusToggleButton>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('vcardTemplates.downloadNamed', { name: template.name })}
                      title={t('vcardTemplates.download')}
                      onClick={() =>
                        saveFile(
                          new Blob([template.jsonContent], { type: 'application/json' }),
                          fileNameOf(template),
                        )
                      }
                    >
                      <Download className="size-4" aria-hidden />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('vcardTemplates.editNamed', { name: template.name })}
                      title={t('vcardTemplates.edit')}
                      onClick={() => setEditing(template)}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    {/* The built-ins stay: they can be disabled, not deleted. */}
                    {!template.builtin && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('vcardTemplates.deleteNamed', { name: template.name })}
                        title={t('vcardTemplates.delete')}
                        onClick={() => setDeleting(template)}
                      >
                        <Trash2 className="size-4 text-red-600" aria-hidden />
                      </Button>
                    )}
                  </>
                }
              >
                <p className="text-sm text-slate-600">
                  {template.builtin ? t('vcardTemplates.builtIn') : t('vcardTemplates.uploaded')}
                  {' · '}
                  {t('vcardTemplates.cards', { count: template.cards })}
                </p>
              </AdminCard>
            );
          })}
        </AdminCardGrid>
      )}

      {editing !== null && (
        <VcardTemplateFormDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          preview={preview}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={
          deleting && deleting.cards > 0
            ? `${t('vcardTemplates.confirmDelete')} ${t('vcardTemplates.confirmDeleteCards', { count: deleting.cards })}`
            : t('vcardTemplates.confirmDelete')
        }
        confirmLabel={t('vcardTemplates.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setProblem(null);
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          });
        }}
      />
    </div>
  );
}
