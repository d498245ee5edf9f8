import {
  CV_VERSION_KEEP_COUNT,
  CV_VERSION_KEEP_DAYS,
  type CvChange,
  type CvVersionSummary,
} from '@careercard/shared/cv-history';
import type { TemplateChoice } from '@careercard/templates/render-cv';
import type { TFunction } from 'i18next';
import { ArrowLeft, Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cvPartNames } from '@/lib/cv-parts';
import { formatDateTime, formatList } from '@/lib/format';
import { useCvVersion, useCvVersions } from '@/features/cvs/api/cv-versions';
import { PreviewPanel } from './preview-panel';

/** "Experience (1 added, 2 edited)", "Template": what changed after a version. */
function describeChanges(t: TFunction, changes: readonly CvChange[]): string {
  return formatList(
    changes.map(({ part, added, removed, edited }) => {
      const name =
        part === 'name'
          ? t('cvHistory.parts.name')
          : part === 'template'
            ? t('cvHistory.parts.template')
            : part === 'personal'
              ? t('cvEditor.personal.title')
              : cvPartNames(t, [part]);
      const counts = [
        added && t('cvHistory.added', { count: added }),
        removed && t('cvHistory.removed', { count: removed }),
        edited && t('cvHistory.edited', { count: edited }),
      ].filter(Boolean);
      return counts.length ? `${name} (${counts.join(', ')})` : name;
    }),
  );
}

interface HistoryDialogProps {
  cvId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templateDetails: Record<number, TemplateChoice | null>;
  /** Puts the CV back as it was in the version; resolves once the editor has it. */
  onRestore: (version: CvVersionSummary) => Promise<void>;
  restoring: boolean;
  problem: string | null;
}

/**
 * The CV's history: its versions with their time, what made each, and what changed after it;
 * one can be previewed, and restored (the state it replaces is kept as a version too).
 */
export function HistoryDialog({
  cvId,
  open,
  onOpenChange,
  templateDetails,
  onRestore,
  restoring,
  problem,
}: HistoryDialogProps) {
  const { t } = useTranslation();
  const versions = useCvVersions(cvId, open);
  const [previewing, setPreviewing] = useState<CvVersionSummary | null>(null);
  const preview = useCvVersion(cvId, previewing?.id ?? null);
  const list = versions.data?.pages.flatMap((page) => page.versions) ?? [];

  const close = (next: boolean) => {
    if (!next) setPreviewing(null);
    onOpenChange(next);
  };
  const restore = (version: CvVersionSummary) =>
    void onRestore(version).then(
      () => close(false),
      () => undefined,
    );
  const restoreButton = (version: CvVersionSummary, label: string) => (
    <Button size="sm" disabled={restoring} onClick={() => restore(version)} aria-label={label}>
      <RotateCcw className="size-4" aria-hidden />
      {t('cvHistory.restore')}
    </Button>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('cvHistory.title')}
      description={t('cvHistory.description', {
        days: CV_VERSION_KEEP_DAYS,
        count: CV_VERSION_KEEP_COUNT,
      })}
      width={previewing ? 'page' : 'wide'}
    >
      {problem && (
        <div className="mb-3">
          <ErrorAlert>{problem}</ErrorAlert>
        </div>
      )}
      {previewing ? (
        <div>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <Button size="sm" variant="ghost" onClick={() => setPreviewing(null)}>
              <ArrowLeft className="size-4" aria-hidden />
              {t('cvHistory.backToList')}
            </Button>
            <p className="flex-1 text-sm text-slate-600">
              {t('cvHistory.previewOf', { at: formatDateTime(previewing.createdAt) })}
            </p>
            {restoreButton(previewing, t('cvHistory.restoreThis'))}
          </div>
          {preview.isError ? (
            <ErrorAlert>{describeError(preview.error, t('errors.generic'))}</ErrorAlert>
          ) : preview.data ? (
            <PreviewPanel
              data={preview.data.data}
              template={templateDetails[preview.data.templateId] ?? null}
            />
          ) : (
            <StatusMessage busy text={t('cvHistory.loading')} />
          )}
        </div>
      ) : versions.isError ? (
        <ErrorAlert>{describeError(versions.error, t('errors.generic'))}</ErrorAlert>
      ) : versions.isPending ? (
        <StatusMessage busy text={t('cvHistory.loading')} />
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {t('cvHistory.empty')}
        </p>
      ) : (
        <>
          <ol className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {list.map((version) => {
              const at = formatDateTime(version.createdAt);
              return (
                <li key={version.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-800">
                      {at}
                      <span className="ml-2 text-sm font-normal text-slate-500">
                        {t(`cvHistory.reasons.${version.reason}`)}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {version.changes.length
                        ? t('cvHistory.changedAfter', {
                            changes: describeChanges(t, version.changes),
                          })
                        : t('cvHistory.noChange')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPreviewing(version)}
                    aria-label={t('cvHistory.previewNamed', { at })}
                  >
                    <Eye className="size-4" aria-hidden />
                    {t('cvHistory.preview')}
                  </Button>
                  {restoreButton(version, t('cvHistory.restoreNamed', { at }))}
                </li>
              );
            })}
          </ol>
          {versions.hasNextPage && (
            <div className="mt-3 text-center">
              <Button
                size="sm"
                variant="outline"
                disabled={versions.isFetchingNextPage}
                onClick={() => void versions.fetchNextPage()}
              >
                {t('cvHistory.older')}
              </Button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
