import type { SettingsArea } from '@careercard/shared/settings';
import { THEME_FILE_KINDS, type ThemeFileKind } from '@careercard/shared/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { siteThemeQueryKey } from '@/lib/site-theme';
import { useSettingsAreas } from '../api/get-settings-area';
import { useResetThemeFile } from '../api/reset-theme-file';
import { useSaveSettingsArea } from '../api/save-settings-area';
import { useSaveThemeFile } from '../api/save-theme-file';
import {
  editedAreas,
  settingsGroups,
  settingsTabs,
  type SettingsField,
  type SettingsTab,
} from '../fields';
import { LogList } from './log-list';
import { StorageTestButton } from './storage-test-button';
import { ColourField, ThemeFileField } from './theme-fields';
import { FieldError } from '@/components/ui/field-error';

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

type Draft = Partial<Record<SettingsArea, Record<string, unknown>>>;
/** A new logo or favicon to upload, or null to go back to the built-in one. */
type PendingFiles = Partial<Record<ThemeFileKind, File | null>>;

/** The value at `path` as a form field shows it: text, or a number or a flag. */
const valueAt = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      tree,
    );

/** "bulkSmsBd.apiToken" = "x" as { bulkSmsBd: { apiToken: "x" } }, for a save of part of an area. */
function patchOf(changes: Record<string, unknown>) {
  const patch: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    let node = patch;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
  }
  return patch;
}

/**
 * Application Settings: seven tabs on the left, one Save Changes for the whole screen. Only
 * what was changed is sent; a secret left blank keeps the saved one.
 */
export function SettingsForm({
  extraTabs,
}: {
  extraTabs?: Partial<Record<SettingsTab, React.ReactNode>>;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const areas = useSettingsAreas(editedAreas);
  const save = useSaveSettingsArea();
  const saveFile = useSaveThemeFile();
  const resetFile = useResetThemeFile();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<SettingsTab>(settingsTabs[0]);
  const [draft, setDraft] = useState<Draft>({});
  const [files, setFiles] = useState<PendingFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const saving = save.isPending || saveFile.isPending || resetFile.isPending;
  const dirty =
    Object.keys(files).length > 0 ||
    Object.values(draft).some((changes) => changes && Object.keys(changes).length > 0);
  const pickFile = (kind: ThemeFileKind, file: File | null | undefined) => {
    setErrors(({ [`theme.${kind}`]: _dropped, ...rest }) => rest);
    setFiles(({ [kind]: _previous, ...rest }) =>
      file === undefined ? rest : { ...rest, [kind]: file },
    );
  };
  const change = (field: SettingsField, value: unknown) =>
    setDraft((current) => ({
      ...current,
      [field.area]: { ...current[field.area], [field.path]: value },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    const found: Record<string, string> = {};
    /** What refused a save as a whole (Storage settings whose test file failed): said as it is. */
    const refusals: string[] = [];
    for (const [area, changes] of Object.entries(draft) as Array<
      [SettingsArea, Record<string, unknown>]
    >) {
      if (Object.keys(changes).length === 0) continue;
      try {
        await save.mutateAsync({ area, patch: patchOf(changes) });
        setDraft((current) => ({ ...current, [area]: {} }));
        if (area === 'theme') await queryClient.invalidateQueries({ queryKey: siteThemeQueryKey });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          for (const [path, messages] of Object.entries(error.errors)) {
            if (path === area) refusals.push(messages[0] ?? error.message);
            else found[`${area}.${path}`] = messages[0] ?? '';
          }
        } else {
          refusals.push(describeError(error, t('admin.settings.saveFailed')));
        }
      }
    }
    for (const kind of THEME_FILE_KINDS) {
      const file = files[kind];
      if (file === undefined) continue;
      try {
        await (file ? saveFile.mutateAsync({ kind, file }) : resetFile.mutateAsync(kind));
        pickFile(kind, undefined);
      } catch (error) {
        found[`theme.${kind}`] = describeError(error, t('admin.settings.saveFailed'));
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) refusals.push(t('admin.settings.fixFields'));
    if (refusals.length > 0) setProblem(refusals.join(' '));
    else showFlash(t('admin.settings.saved'));
  };

  if (areas.pending) return <StatusMessage busy text={t('admin.settings.loading')} />;
  if (areas.error)
    return <ErrorAlert>{describeError(areas.error, t('admin.settings.loadFailed'))}</ErrorAlert>;

  const fieldView = (field: SettingsField) => {
    const id = `setting-${field.area}-${field.path}`;
    const label = t(`admin.settings.fields.${field.area}.${field.path}`);
    const loaded = areas.byArea[field.area];
    const edited = draft[field.area] && field.path in draft[field.area]!;
    const value = edited ? draft[field.area]![field.path] : valueAt(loaded?.values, field.path);
    const error = errors[`${field.area}.${field.path}`];
    if (field.kind === 'switch') {
      return (
        <label
          key={id}
          className="flex items-center gap-3 text-sm font-medium text-slate-700 sm:col-span-2 pointer-coarse:min-h-11"
        >
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => change(field, event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {label}
        </label>
      );
    }
    if (field.kind === 'color') {
      return (
        <ColourField
          key={id}
          id={id}
          label={label}
          value={asText(value)}
          error={error}
          onChange={(hex) => change(field, hex)}
        />
      );
    }
    if (field.kind === 'textarea') {
      return (
        <div key={id} className="sm:col-span-2">
          <TextAreaField
            label={label}
            value={asText(value)}
            rows={3}
            maxLength={300}
            onChange={(text) => change(field, text)}
          />
          <FieldError message={error} />
        </div>
      );
    }
    const saved = field.kind === 'secret' && loaded?.savedSecrets.includes(field.path);
    return (
      <TextField
        key={id}
        id={id}
        label={label}
        type={field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'number' : 'text'}
        autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
        value={asText(value)}
        placeholder={saved ? t('admin.settings.secretSaved') : undefined}
        error={error}
        onChange={(event) =>
          change(field, field.kind === 'number' ? Number(event.target.value) : event.target.value)
        }
      />
    );
  };

  const content = (current: SettingsTab) =>
    extraTabs?.[current] ??
    (current === 'logs' ? (
      <LogList />
    ) : (
      [
        ...(settingsGroups[current] ?? []).map((group) => ({
          key: group.key,
          body: group.fields.map(fieldView),
        })),
        ...(current === 'theme'
          ? [
              {
                key: 'themeFiles',
                body: THEME_FILE_KINDS.map((kind) => (
                  <ThemeFileField
                    key={kind}
                    kind={kind}
                    pending={files[kind]}
                    error={errors[`theme.${kind}`]}
                    onChange={(file) => pickFile(kind, file)}
                    onProblem={(message) =>
                      setErrors((current) => ({ ...current, [`theme.${kind}`]: message }))
                    }
                  />
                )),
              },
            ]
          : []),
      ].map((group) => (
        <fieldset
          key={group.key}
          className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <legend className="px-1 text-base font-semibold text-slate-900">
            {t(`admin.settings.groups.${group.key}`)}
          </legend>
          <p className="text-sm text-slate-600">{t(`admin.settings.groupHints.${group.key}`)}</p>
          <div className="grid gap-4 sm:grid-cols-2">{group.body}</div>
        </fieldset>
      ))
    ));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-6 lg:grid-cols-[13rem_1fr]">
      <nav aria-label={t('admin.settings.tabsLabel')} className="min-w-0">
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {settingsTabs.map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-current={tab === key ? 'page' : undefined}
                onClick={() => setTab(key)}
                className={cn(
                  'w-full rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap pointer-coarse:min-h-11',
                  tab === key ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                {t(`admin.settings.tabs.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-5">
        <h2 className="text-lg font-semibold text-slate-900">{t(`admin.settings.tabs.${tab}`)}</h2>
        {content(tab)}
        {tab === 'storage' && <StorageTestButton unsavedChanges={draft.storage} />}
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <div className="flex items-center gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={!dirty || saving}>
            {saving && <Spinner className="size-4" />}
            {t('admin.settings.save')}
          </Button>
          {dirty && <span className="text-sm text-slate-500">{t('admin.settings.unsaved')}</span>}
        </div>
      </div>
    </form>
  );
}
