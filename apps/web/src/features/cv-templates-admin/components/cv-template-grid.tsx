import type { AdminCvTemplate } from '@careercard/shared/cv-templates-admin';
import { FileJson, LayoutTemplate, Pencil, Plus, Trash2 } from 'lucide-react';
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
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteCvTemplate } from '../api/delete-cv-template';
import { useBulkCvTemplates, useSetCvTemplateStatus } from '../api/set-cv-template-status';
import { CvTemplateFormDialog } from './cv-template-form-dialog';
import { TemplatePicture } from './template-picture';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * CV Templates: a card grid with edit, toggle and delete on each card (shown on hover or when
 * a card holds the keyboard focus), a JSON badge on uploaded layouts, and Add Template.
 * Built-in templates are enabled or disabled only; the default one stays enabled.
 */
export function CvTemplateGrid({
  templates,
  defaultName,
  sortControl,
}: {
  /** A page of them. */
  templates: AdminCvTemplate[];
  /** The default template's name: CVs of a deleted one move to it. */
  defaultName: string;
  sortControl: ReactNode;
}) {
  const { t } = useTranslation();
  const setStatus = useSetCvTemplateStatus();
  const remove = useDeleteCvTemplate();
  const bulk = useBulkCvTemplates();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const switching = useSwitchingActions();
  const [editing, setEditing] = useState<AdminCvTemplate | null | 'new'>(null);
  const [deleting, setDeleting] = useState<AdminCvTemplate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (fallback: string) => (error: Error) =>
    setProblem(describeError(error, t(fallback)));

  const toggle = (template: AdminCvTemplate) => {
    setProblem(null);
    setStatus.mutate(
      { id: template.id, status: template.status === 'Enabled' ? 'Disabled' : 'Enabled' },
      { onError: failed('admin.cvTemplates.toggleFailed') },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {sortControl}
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('admin.cvTemplates.add')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <BulkActions
        actions={switching}
        selected={selected}
        onClear={() => setSelected(new Set())}
        bulk={bulk}
        nameOf={(id) => templates.find((template) => template.id === Number(id))?.name}
        confirmMessage={(action, count) => t(`admin.cvTemplates.confirmBulk.${action}`, { count })}
      />
      {templates.length === 0 ? (
        <EmptyState icon={LayoutTemplate} title={t('admin.cvTemplates.empty')} />
      ) : (
        <AdminCardGrid className="grid-cols-1 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {templates.map((template) => {
            const enabled = template.status === 'Enabled';
            const hasJson = template.kind === 'layout' && template.json_content !== null;
            const toggles = !(template.is_default && enabled);
            return (
              <AdminCard
                key={template.id}
                name={template.name}
                picture={<TemplatePicture template={template} />}
                framed
                tick={{
                  checked: selected.has(String(template.id)),
                  onChange: () => setSelected(toggleKey(selected, String(template.id))),
                  label: t('admin.cvTemplates.selectNamed', { name: template.name }),
                }}
                disabled={!enabled}
                status={
                  <StatusBadge on={enabled} size="sm">
                    {t(`admin.cvTemplates.statuses.${template.status}`)}
                  </StatusBadge>
                }
                actions={
                  (toggles || !template.built_in) && (
                    <>
                      {!template.built_in && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('admin.cvTemplates.editNamed', { name: template.name })}
                          title={t('admin.cvTemplates.edit')}
                          onClick={() => setEditing(template)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                      )}
                      {toggles && (
                        <StatusToggleButton
                          on={enabled}
                          aria-label={t(
                            enabled
                              ? 'admin.cvTemplates.disableNamed'
                              : 'admin.cvTemplates.enableNamed',
                            { name: template.name },
                          )}
                          onClick={() => toggle(template)}
                          disabled={setStatus.isPending}
                        >
                          {enabled ? t('admin.cvTemplates.disable') : t('admin.cvTemplates.enable')}
                        </StatusToggleButton>
                      )}
                      {!template.built_in && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t('admin.cvTemplates.deleteNamed', { name: template.name })}
                          title={t('admin.cvTemplates.delete')}
                          onClick={() => setDeleting(template)}
                        >
                          <Trash2 className="size-4 text-red-600" aria-hidden />
                        </Button>
                      )}
                    </>
                  )
                }
              >
                <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  {template.is_default && (
                    <span className={cn(badge, 'bg-brand-50 text-brand-800')}>
                      {t('admin.cvTemplates.defaultBadge')}
                    </span>
                  )}
                  {hasJson && (
                    <span
                      className={cn(
                        badge,
                        'inline-flex items-center gap-1 bg-slate-800 text-white',
                      )}
                      title={t('admin.cvTemplates.jsonBadgeHint')}
                    >
                      <FileJson className="size-3.5" aria-hidden />
                      {t('admin.cvTemplates.jsonBadge')}
                    </span>
                  )}
                  {template.built_in && (
                    <span className={cn(badge, 'bg-slate-100 text-slate-700')}>
                      {t('admin.cvTemplates.builtInBadge')}
                    </span>
                  )}
                  <span>{t('admin.cvTemplates.cvCount', { count: template.cv_count })}</span>
                </div>
              </AdminCard>
            );
          })}
        </AdminCardGrid>
      )}

      {editing !== null && (
        <CvTemplateFormDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={[
          t('admin.cvTemplates.confirmDelete'),
          t('admin.cvTemplates.confirmDeleteCvs', {
            count: deleting?.cv_count ?? 0,
            name: defaultName,
          }),
        ].join(' ')}
        confirmLabel={t('admin.cvTemplates.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          setProblem(null);
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              failed('admin.cvTemplates.deleteFailed')(error);
            },
          });
        }}
      />
    </div>
  );
}
