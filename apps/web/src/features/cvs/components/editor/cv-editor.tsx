import { writingCvOf } from '@careercard/shared/analysis';
import { latestRole } from '@careercard/shared/career';
import type { CvData } from '@careercard/shared/cv';
import type { CvRecord, CvTemplateSummary } from '@careercard/shared/cv-api';
import type { CvVersionSummary } from '@careercard/shared/cv-history';
import { toCvFile } from '@careercard/shared/cv-file';
import { toJsonResume } from '@careercard/shared/json-resume';
import { fileNameBase } from '@careercard/shared/slug';
import type { TemplateChoice } from '@careercard/templates/render-cv';
import { ArrowLeft, Download, FileJson, History, Redo2, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cvIssues } from '@/components/blanks/cv-blanks';
import { useBlanksCheck } from '@/components/blanks/use-blanks-check';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeError, saveFile } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { formatDateTime } from '@/lib/format';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useRestoreCvVersion } from '@/features/cvs/api/cv-versions';
import { useCvDraft } from '@/features/cvs/hooks/use-cv-draft';
import { AiWriteButton } from './ai-write-button';
import { BioDataForm } from './bio-data-form';
import { focusField } from './focus-field';
import { furtherLists, mainLists, type ListConfig } from './fields';
import { HistoryDialog } from './history-dialog';
import { ListEditor, type ListEditorProps } from './list-editor';
import { PersonalForm } from './personal-form';
import { PreviewPanel } from './preview-panel';
import { SaveStatusText } from './save-status';
import { withSuggestedSkills } from './suggested-skills';
import { useUndoKeys } from './undo-keys';
import { AiChangeContext, WritingCvContext } from './writing-cv';

interface CvEditorProps {
  cv: CvRecord;
  templates: CvTemplateSummary[];
  /** How to draw each template, by id (loaded by the page): absent while loading, null when it cannot be loaded. */
  templateDetails: Record<number, TemplateChoice | null>;
  onBack: () => void;
  /** After Save & Download has saved the CV: the page runs the download gate. */
  onDownload: (cv: { id: string; phone: string }) => void;
  /** A field to put the cursor in once open ("personal.summary"): a blank sent the user here. */
  initialField?: string;
}

/** Offers JSON to the browser to save. */
const download = (fileName: string, content: unknown) =>
  saveFile(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }), fileName);

/** The CV editor: the form on the left, the live preview on the right (tabs on a phone). */
export function CvEditor({
  cv,
  templates,
  templateDetails,
  onBack,
  onDownload,
  initialField,
}: CvEditorProps) {
  const { t } = useTranslation();
  const {
    draft,
    update,
    status,
    flush,
    reload,
    keepMine,
    markNext,
    undo,
    redo,
    canUndo,
    canRedo,
    adopt,
    savedVersion,
  } = useCvDraft(cv);
  const { showFlash } = useFlash();
  useUndoKeys(undo, redo);
  const [historyOpen, setHistoryOpen] = useState(false);
  const restoreVersion = useRestoreCvVersion(cv.id);
  const [restoreProblem, setRestoreProblem] = useState<string | null>(null);
  // Everything typed is saved first: the restore names the version it replaces.
  const restore = async (version: CvVersionSummary) => {
    setRestoreProblem(null);
    const from = await savedVersion();
    if (from === null) {
      setRestoreProblem(t('cvHistory.saveFirst'));
      throw new Error('not saved');
    }
    try {
      adopt(await restoreVersion.mutateAsync({ versionId: version.id, version: from }));
      showFlash(t('cvHistory.restored', { at: formatDateTime(version.createdAt) }));
    } catch (error) {
      setRestoreProblem(describeError(error, t('errors.generic')));
      throw error;
    }
  };
  const beforeAiChange = useCallback(() => markNext('ai'), [markNext]);
  const steps = [
    { key: 'undo', act: undo, enabled: canUndo, keys: 'Control+Z', Icon: Undo2 },
    { key: 'redo', act: redo, enabled: canRedo, keys: 'Control+Shift+Z', Icon: Redo2 },
  ] as const;
  // Only Save & Download's own run disables it: an autosave starting under the pointer must not
  // swallow the click, and the save it starts waits for any save already running.
  const [preparing, setPreparing] = useState(false);
  const [view, setView] = useState<'form' | 'preview'>('form');
  const blanksCheck = useBlanksCheck();
  const goToField = (path: string) => {
    setView('form');
    requestAnimationFrame(() => focusField(path, draft.data));
  };

  // Sent here to fill a blank (from the V-Card or the Custom CV Builder): the field has the cursor.
  useEffect(() => {
    if (initialField) requestAnimationFrame(() => focusField(initialField, cv.data));
  }, [initialField, cv.data]);

  // The form's parts are memoised and get handlers that never change, so a keystroke draws
  // the field typed in (and the preview), not the whole form.
  const setData = useCallback(
    (change: (data: CvData) => CvData) =>
      update((current) => ({ ...current, data: change(current.data) })),
    [update],
  );
  const changePersonal = useCallback(
    (change: (personal: CvData['personal']) => CvData['personal']) =>
      setData((data) => ({ ...data, personal: change(data.personal) })),
    [setData],
  );
  const changeBioData = useCallback(
    (change: (bioData: CvData['bioData']) => CvData['bioData']) =>
      setData(({ bioData, ...rest }) => {
        const next = change(bioData);
        return next ? { ...rest, bioData: next } : rest;
      }),
    [setData],
  );
  const listChanges = useMemo(
    () =>
      Object.fromEntries(
        [...mainLists, ...furtherLists].map(({ key }) => {
          const changeList: ListEditorProps['onChange'] = (change) =>
            setData((data) => ({ ...data, [key]: change(data[key]) }));
          return [key, changeList];
        }),
      ),
    [setData],
  );
  const writingCv = useStableCallback(() => writingCvOf(draft.data));
  const skillsRequest = useStableCallback(() => ({
    fieldType: 'skills' as const,
    context: {
      title: draft.data.personal.title,
      summary: draft.data.personal.summary,
      description: draft.data.experience
        .map((entry) => `${entry.title} ${entry.description}`)
        .join('\n')
        .slice(0, 5000),
    },
    existingText: draft.data.skills.map((skill) => skill.name).join(', '),
  }));
  // Skills the CV's own text names, offered by the writing assistant and added as new entries.
  const skillSuggestions = useMemo(
    () => (
      <AiWriteButton
        label={t('aiWrite.suggestSkills')}
        request={skillsRequest}
        onText={(text) =>
          setData((data) => ({ ...data, skills: withSuggestedSkills(data.skills, text) }))
        }
      />
    ),
    [t, skillsRequest, setData],
  );
  const skillNames = useMemo(
    () => draft.data.skills.map((skill) => skill.name).filter(Boolean),
    [draft.data.skills],
  );
  const recentRole = useMemo(() => latestRole(draft.data.experience), [draft.data.experience]);
  const listEditor = (config: ListConfig) => (
    <ListEditor
      key={config.key}
      sectionKey={`cvEditor.lists.${config.key}`}
      entries={draft.data[config.key]}
      fields={config.fields}
      labelFields={config.labelFields}
      create={config.create}
      onChange={listChanges[config.key]!}
      action={config.key === 'skills' ? skillSuggestions : undefined}
    />
  );
  const templateName = templates.find((template) => template.id === draft.templateId)?.name;

  const leave = async () => {
    await flush();
    onBack();
  };
  const saveAndDownload = async () => {
    setPreparing(true);
    const saved = await flush().finally(() => setPreparing(false));
    if (saved) onDownload({ id: cv.id, phone: draft.data.personal.phone.trim() });
  };
  // A missing name or contact is to be filled in; blanks left ("[key result]") are listed first:
  // fill them in, or download anyway.
  const checkThenDownload = () =>
    blanksCheck.check(cvIssues(t, draft.data), {
      onGoOn: () => void saveAndDownload(),
      onFill: (first) => goToField(first.path),
    });

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="ghost" size="sm" onClick={() => void leave()} className="-ml-2">
          <ArrowLeft className="size-4" aria-hidden />
          {t('cvEditor.back')}
        </Button>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {steps.map(({ key, act, enabled, keys, Icon }) => (
            <Button
              key={key}
              variant="outline"
              size="sm"
              onClick={act}
              disabled={!enabled}
              aria-keyshortcuts={keys}
              title={t(`cvEditor.${key}Hint`)}
            >
              <Icon className="size-4" aria-hidden />
              {t(`cvEditor.${key}Change`)}
            </Button>
          ))}
          <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
            <History className="size-4" aria-hidden />
            {t('cvHistory.open')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              download(
                `${fileNameBase(draft.name, 'cv')}.json`,
                toCvFile(draft.name, draft.data, templateName),
              )
            }
          >
            <FileJson className="size-4" aria-hidden />
            {t('cvEditor.exportJson')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              download(`${fileNameBase(draft.name, 'cv')}.resume.json`, toJsonResume(draft.data))
            }
          >
            <FileJson className="size-4" aria-hidden />
            {t('cvEditor.exportJsonResume')}
          </Button>
          <Button size="sm" onClick={checkThenDownload} disabled={preparing}>
            {preparing ? (
              <Spinner className="size-4" />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            {t('cvEditor.saveAndDownload')}
          </Button>
        </div>
      </div>

      <div className="mt-3 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-700">
            {t('cvEditor.name')}
            <input
              value={draft.name}
              maxLength={120}
              onChange={(event) => update((current) => ({ ...current, name: event.target.value }))}
              onBlur={() =>
                update((current) => (current.name.trim() ? current : { ...current, name: cv.name }))
              }
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600 pointer-coarse:min-h-11"
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t('cvEditor.template')}
            <select
              value={draft.templateId}
              onChange={(event) =>
                update((current) => ({ ...current, templateId: Number(event.target.value) }))
              }
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600 pointer-coarse:min-h-11"
            >
              {!templateName && <option value={draft.templateId}>{cv.templateName}</option>}
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <SaveStatusText status={status} />
      </div>

      {status.kind === 'conflict' && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="flex-1">{t('cvEditor.conflict')}</p>
          <Button size="sm" onClick={() => void reload()}>
            {t('cvEditor.reload')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void keepMine()}>
            {t('cvEditor.keepMine')}
          </Button>
        </div>
      )}

      {/* On a phone the form and the preview are tabs; on a wide screen they sit side by side. */}
      <div
        role="tablist"
        aria-label={t('cvEditor.views')}
        className="mt-4 grid grid-cols-2 rounded-xl bg-slate-200/70 p-1 lg:hidden"
      >
        {(['form', 'preview'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`cv-tab-${tab}`}
            aria-selected={view === tab}
            aria-controls={`cv-panel-${tab}`}
            onClick={() => setView(tab)}
            className={cn(
              'rounded-lg py-2 text-sm font-semibold text-slate-600 pointer-coarse:min-h-11',
              view === tab && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {t(`cvEditor.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="mt-4 lg:grid lg:grid-cols-2 lg:gap-6">
        <div
          id="cv-panel-form"
          role="tabpanel"
          aria-labelledby="cv-tab-form"
          className={cn('space-y-4 lg:block', view !== 'form' && 'hidden')}
        >
          <AiChangeContext value={beforeAiChange}>
            <WritingCvContext value={writingCv}>
              <PersonalForm
                personal={draft.data.personal}
                skills={skillNames}
                recentRole={recentRole}
                onChange={changePersonal}
              />
              <BioDataForm bioData={draft.data.bioData} onChange={changeBioData} />
              {mainLists.map(listEditor)}
              <div className="pt-2">
                <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                  {t('cvEditor.more')}
                </h2>
                <div className="mt-3 space-y-4">{furtherLists.map(listEditor)}</div>
              </div>
            </WritingCvContext>
          </AiChangeContext>
        </div>
        <div
          id="cv-panel-preview"
          role="tabpanel"
          aria-labelledby="cv-tab-preview"
          className={cn(
            'lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto',
            view !== 'preview' && 'hidden',
          )}
        >
          <PreviewPanel
            data={draft.data}
            template={templateDetails[draft.templateId]}
            placeholders
          />
        </div>
      </div>
      {blanksCheck.element}
      <HistoryDialog
        cvId={cv.id}
        open={historyOpen}
        onOpenChange={(open) => {
          setHistoryOpen(open);
          if (open) setRestoreProblem(null);
        }}
        templateDetails={templateDetails}
        onRestore={restore}
        restoring={restoreVersion.isPending}
        problem={restoreProblem}
      />
    </div>
  );
}
