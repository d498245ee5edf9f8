import {
  FAVICON_TYPE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  brandStyleSheet,
  type SiteTheme,
  type ThemeFileKind,
} from '@careercard/shared/theme';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { appSettings } from '../../infra/db/schema';
import type { Storage } from '../../infra/storage/storage';
import { AppError } from '../../lib/app-error';
import { detectFileKind, imagePixels, isIcon } from '../../lib/file-kind';
import type { Actor, AuditService } from '../audit/service';
import type { SettingsService } from '../settings/service';
import { escapeHtml } from '../../lib/escape-html';

export type ThemeService = ReturnType<typeof createThemeService>;

/** The uploaded files are kept under their own key: the settings screen's save cannot point them elsewhere. */
const FILES_KEY = 'theme_files';
/** `logo-<uuid>.png`, `favicon-<uuid>.ico`: a new address per upload, so it can be cached forever. */
const THEME_FILE = /^(logo|favicon)-[0-9a-f-]{36}\.(png|ico)$/;
const CONTENT_TYPES = { png: 'image/png', ico: 'image/x-icon' } as const;
/** Far larger than any logo or icon; a header claiming more is a decompression bomb. */
const MAX_PIXELS = 16_000_000;
/** Other server processes see a change within this time; this one at once. */
const CACHE_MS = 5_000;

type ThemeFiles = Partial<Record<ThemeFileKind, string>>;

const fileUrl = (file: string | undefined) => (file ? `/api/theme/files/${file}` : null);

/** The file's extension when its bytes are what `kind` accepts, else the reason it is refused. */
function checkedExtension(kind: ThemeFileKind, bytes: Buffer): 'png' | 'ico' {
  const isPng = detectFileKind(bytes) === 'png';
  if (isPng) {
    const pixels = imagePixels(bytes, 'png');
    if (pixels !== null && pixels > 0 && pixels <= MAX_PIXELS) return 'png';
  } else if (kind === 'favicon' && isIcon(bytes)) {
    return 'ico';
  }
  throw new AppError(415, kind === 'logo' ? LOGO_TYPE_MESSAGE : FAVICON_TYPE_MESSAGE);
}

/**
 * The site's look: the primary colour (a settings area) and the uploaded logo and favicon.
 * Every page's HTML carries it, so a visitor never sees the default look flash first.
 */
export function createThemeService(options: {
  db: Db;
  settings: SettingsService;
  storage: Storage;
  audit: AuditService;
}) {
  const { db, settings, storage, audit } = options;
  let cached: { theme: SiteTheme; until: number } | null = null;
  settings.onSaved((area) => {
    if (area === 'theme') cached = null;
  });

  async function files(): Promise<ThemeFiles> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, FILES_KEY));
    return row?.value ?? {};
  }

  async function current(): Promise<SiteTheme> {
    if (cached && cached.until > Date.now()) return cached.theme;
    const [{ primaryColor }, saved] = await Promise.all([settings.get('theme'), files()]);
    const theme = {
      primaryColor: primaryColor || null,
      logoUrl: fileUrl(saved.logo),
      faviconUrl: fileUrl(saved.favicon),
    };
    cached = { theme, until: Date.now() + CACHE_MS };
    return theme;
  }

  /** Points `kind` at `file` (or back at the built-in one), audited, and removes the old file. */
  async function replace(kind: ThemeFileKind, file: string | undefined, by: Actor) {
    const before = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, FILES_KEY))
        .for('update');
      const saved = (row?.value ?? {}) as ThemeFiles;
      const next: ThemeFiles = { ...saved, [kind]: file };
      if (!file) delete next[kind];
      await tx
        .insert(appSettings)
        .values({ key: FILES_KEY, value: next })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: next } });
      await audit.record(
        {
          action: file ? `theme.${kind}_uploaded` : `theme.${kind}_removed`,
          ...by,
          targetType: 'settings',
          targetId: 'theme',
          details: { before: saved[kind] ?? null, after: file ?? null },
        },
        tx,
      );
      return saved[kind];
    });
    cached = null;
    // After the commit: a failed delete leaves an unused file, never a theme without its file.
    if (before && before !== file) await storage.delete(`theme/${before}`);
  }

  return {
    current,

    async upload(kind: ThemeFileKind, bytes: Buffer, by: Actor): Promise<SiteTheme> {
      const extension = checkedExtension(kind, bytes);
      const file = `${kind}-${randomUUID()}.${extension}`;
      await storage.put(`theme/${file}`, bytes, CONTENT_TYPES[extension]);
      await replace(kind, file, by);
      return current();
    },

    async remove(kind: ThemeFileKind, by: Actor): Promise<SiteTheme> {
      await replace(kind, undefined, by);
      return current();
    },

    async read(file: string) {
      const match = THEME_FILE.exec(file);
      if (!match) return null;
      const bytes = await storage.get(`theme/${file}`);
      return bytes ? { bytes, contentType: CONTENT_TYPES[match[2] as 'png' | 'ico'] } : null;
    },

    /**
     * A page's HTML drawn in the theme: the palette, the browser's theme colour and favicon, and
     * the theme itself for the app to read before its first render.
     */
    async applyTo(html: string): Promise<string> {
      const theme = await current();
      const tags = [`<meta name="site-theme" content="${escapeHtml(JSON.stringify(theme))}" />`];
      let page = html;
      if (theme.primaryColor) {
        page = page.replace(/<meta\s+name="theme-color"[^>]*>\s*/, '');
        tags.push(
          `<style id="site-theme">${brandStyleSheet(theme.primaryColor)}</style>`,
          `<meta name="theme-color" content="${escapeHtml(theme.primaryColor)}" />`,
        );
      }
      if (theme.faviconUrl) {
        page = page.replace(/<link\s+rel="icon"[^>]*>\s*/, '');
        tags.push(`<link rel="icon" href="${escapeHtml(theme.faviconUrl)}" />`);
      }
      return page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
    },
  };
}
