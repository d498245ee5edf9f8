import type { VcardLook } from '@careercard/shared/vcard-look';
import type { AdminVcardTemplate } from '@careercard/shared/vcard-templates';
import { Download, Eye, EyeOff, IdCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describeError, saveFile } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteVcardTemplate } from '../api/delete-vcard-template';
import { useUpdateVcardTemplate } from '../api/update-vcard-template';
import { VcardTemplateFormDialog } from './vcard-template-form-dialog';

const fileNameOf = (template: AdminVcardTemplate) =>
  `${template.name.trim().replace(/[^\p{L}\p{N}]+/gu, '-') || 'vcard-template'}.json`;

/**
 * V-Card Templates: a grid of cards, each drawn in its look (or its thumbnail), with edit,
 * Enable/Disable and delete over the card on hover and from the keyboard, and a JSON badge.
 */
export function VcardTemplateGrid({
  templates,
  preview,
}: {
  templates: AdminVcardTemplate[];
  /** Draws a look small, as the card will show. */
  preview: (look: VcardLook) => ReactNode;
}) {
  const { t } = useTranslation();
  const update = useUpdateVcardTemplate();
  const remove = useDeleteVcardTemplate();
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
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('vcardTemplates.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {templates.length === 0 ? (
        <EmptyState icon={IdCard} title={t('vcardTemplates.empty')} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {templates.map((template) => {
            const enabled = template.status === 'Enabled';
            return (
              <li
                key={template.id}
                aria-label={template.name}
                className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <div className="relative">
                  <div className={cn(!enabled && 'opacity-40 grayscale')}>
                    {template.thumbnailUrl ? (
                      <img
                        src={template.thumbnailUrl}
                        alt=""
                        className="aspect-[4/5] w-full bg-slate-100 object-cover"
                      />
                    ) : (
                      preview(template.look)
                    )}
                  </div>
                  <span
                    title={t('vcardTemplates.jsonAttached')}
                    className="absolute top-2 left-2 inline-flex items-center rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-semibold tracking-wide text-white"
                  >
                    {t('vcardTemplates.jsonBadge')}
                  </span>
                  {/* On wider screens the actions show over the card on hover, and stay reachable
                      from the keyboard; on a phone (no hover) they sit under it. */}
                  <div className="flex flex-wrap justify-end gap-1 border-b border-slate-100 p-2 transition-opacity sm:absolute sm:inset-x-0 sm:bottom-0 sm:border-0 sm:bg-gradient-to-t sm:from-slate-900/60 sm:pt-8 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => toggle(template)}
                      disabled={update.isPending}
                    >
                      {enabled ? (
                        <EyeOff className="size-4" aria-hidden />
                      ) : (
                        <Eye className="size-4" aria-hidden />
                      )}
                      {enabled ? t('vcardTemplates.disable') : t('vcardTemplates.enable')}
                    </Button>
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
                  </div>
                </div>
                <div className="flex items-start justify-between gap-2 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{template.name}</p>
                    <p className="text-sm text-slate-600">
                      {template.builtin
                        ? t('vcardTemplates.builtIn')
                        : t('vcardTemplates.uploaded')}
                      {' · '}
                      {t('vcardTemplates.cards', { count: template.cards })}
                    </p>
                  </div>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
                      enabled ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {t(`vcardTemplates.statuses.${template.status}`)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
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
