import {
  DEFAULT_PRIMARY_COLOR,
  FAVICON_TYPE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  THEME_FILE_MAX_BYTES,
  brandPalette,
  type ThemeFileKind,
} from '@careercard/shared/theme';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSiteTheme } from '@/lib/site-theme';
import { FieldError } from '@/components/ui/field-error';

const HEX = /^#[0-9a-f]{6}$/i;

/** The primary colour: a picker, its hex code, and a sample of the interface drawn in it. */
export function ColourField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (hex: string) => void;
}) {
  const { t } = useTranslation();
  const shown = HEX.test(value) ? value : DEFAULT_PRIMARY_COLOR;
  return (
    <div className="space-y-4 sm:col-span-2">
      <div className="flex flex-wrap items-end gap-3">
        <input
          type="color"
          aria-label={t('admin.settings.theme.picker')}
          value={shown.toLowerCase()}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <TextField
          id={id}
          label={label}
          value={value}
          placeholder={DEFAULT_PRIMARY_COLOR}
          maxLength={7}
          // The message goes under the whole row: beside the picker, the field is narrow.
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          className="w-44"
        />
        {value !== '' && (
          <Button type="button" variant="outline" onClick={() => onChange('')}>
            {t('admin.settings.theme.useDefault')}
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} className="mt-0" />
      {/* The palette set on this box alone: a preview that leaves the rest of the page as it is. */}
      <div
        style={brandPalette(shown)}
        className="flex flex-wrap items-center gap-4 rounded-xl bg-brand-50 p-4"
        aria-label={t('admin.settings.theme.preview')}
      >
        <span className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {t('admin.settings.theme.sampleButton')}
        </span>
        <span className="text-sm font-semibold text-brand-700">
          {t('admin.settings.theme.sampleLink')}
        </span>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {t('admin.settings.theme.sampleBadge')}
        </span>
      </div>
    </div>
  );
}

const ACCEPT: Record<ThemeFileKind, string> = {
  logo: 'image/png,.png',
  favicon: 'image/png,image/x-icon,image/vnd.microsoft.icon,.png,.ico',
};
const EXTENSIONS: Record<ThemeFileKind, RegExp> = { logo: /\.png$/i, favicon: /\.(png|ico)$/i };
const TYPE_MESSAGES: Record<ThemeFileKind, string> = {
  logo: LOGO_TYPE_MESSAGE,
  favicon: FAVICON_TYPE_MESSAGE,
};

/** What a picked file is refused for before it is sent; the server checks its bytes again. */
function problemOf(kind: ThemeFileKind, file: File): string | null {
  if (!EXTENSIONS[kind].test(file.name)) return TYPE_MESSAGES[kind];
  if (file.size > THEME_FILE_MAX_BYTES)
    return 'The file is too large. Please upload a file of at most 1 MB.';
  return null;
}

/** The picked file as a data address, to show it before it is uploaded. */
function usePreviewUrl(file: File | null | undefined) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: reader.result as string });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

/**
 * The logo or favicon: what the site shows now, a new file to upload with Save Changes, or a
 * way back to the built-in one. `pending` is undefined when unchanged, null for "remove".
 */
export function ThemeFileField({
  kind,
  pending,
  error,
  onChange,
  onProblem,
}: {
  kind: ThemeFileKind;
  pending: File | null | undefined;
  error: string | undefined;
  onChange: (file: File | null | undefined) => void;
  onProblem: (message: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const saved = useSiteTheme().data?.[kind === 'logo' ? 'logoUrl' : 'faviconUrl'] ?? null;
  const pendingUrl = usePreviewUrl(pending);
  const builtIn = kind === 'favicon' ? '/favicon.svg' : null;
  const shown = pending === undefined ? saved : pendingUrl;
  return (
    <div className="space-y-3 sm:col-span-2">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {t(`admin.settings.theme.${kind}`)}
        </label>
        <p className="text-sm text-slate-500">{t(`admin.settings.theme.${kind}Hint`)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 min-w-24 items-center justify-center rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200">
          {shown || builtIn ? (
            <img
              src={shown ?? builtIn!}
              alt={t(`admin.settings.theme.${kind}Current`)}
              className={kind === 'logo' ? 'h-10 w-auto max-w-48' : 'size-8'}
            />
          ) : (
            <span className="text-xs text-slate-500">{t('admin.settings.theme.builtIn')}</span>
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT[kind]}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = problemOf(kind, file);
            if (problem) onProblem(problem);
            else onChange(file);
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => document.getElementById(inputId)?.click()}
        >
          {t('admin.settings.theme.choose')}
        </Button>
        {pending !== undefined ? (
          <Button type="button" variant="outline" onClick={() => onChange(undefined)}>
            {t('admin.settings.theme.undo')}
          </Button>
        ) : (
          saved && (
            <Button type="button" variant="outline" onClick={() => onChange(null)}>
              {t('admin.settings.theme.remove')}
            </Button>
          )
        )}
      </div>
      {pending !== undefined && (
        <p className="text-sm text-slate-600">
          {pending
            ? t('admin.settings.theme.willUpload', { name: pending.name })
            : t('admin.settings.theme.willRemove')}
        </p>
      )}
      <FieldError message={error} className="mt-0" />
    </div>
  );
}
