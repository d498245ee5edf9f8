import type { Locale } from '@careercard/shared/locale';
import { PACKAGES_PLACEHOLDER } from '@careercard/shared/pages';
import { useTranslation } from 'react-i18next';

/**
 * Readable article styles, close to the public page's, for a document that has no Tailwind. The
 * sandboxed frame cannot load the app's own fonts, so Bangla comes from the system's Bengali
 * font (Noto Sans Bengali on Android and Linux, Nirmala UI on Windows, Kohinoor or Bangla
 * Sangam on Apple devices).
 */
const PREVIEW_CSS = `
  body { margin: 0; padding: 20px 24px; font: 15px/1.7 Inter, 'Noto Sans Bengali', 'Nirmala UI', 'Kohinoor Bangla', 'Bangla Sangam MN', system-ui, sans-serif; color: #334155; background: #fff; overflow-wrap: break-word; }
  h1, h2, h3, h4, h5, h6 { color: #0f172a; line-height: 1.3; margin: 1.6em 0 0.5em; }
  h2 { font-size: 1.35em; } h3 { font-size: 1.12em; } h4, h5, h6 { font-size: 1em; }
  body > :first-child { margin-top: 0; }
  p, ul, ol, table, blockquote, pre, figure { margin: 0 0 1em; }
  ul, ol { padding-left: 1.4em; } li { margin: 0.25em 0; }
  a { color: #0d8a66; text-decoration: underline; }
  strong { color: #0f172a; }
  blockquote { border-left: 4px solid #a7f3d0; padding-left: 1em; color: #475569; }
  code, pre, kbd { font-family: ui-monospace, monospace; font-size: 0.9em; background: #f1f5f9; border-radius: 4px; padding: 0.1em 0.3em; }
  pre { padding: 0.8em; overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; font-size: 0.95em; }
  th, td { border: 1px solid #e2e8f0; padding: 8px 10px; text-align: left; vertical-align: top; }
  th { background: #f8fafc; color: #0f172a; }
  img { max-width: 100%; height: auto; }
  hr { border: 0; border-top: 1px solid #e2e8f0; margin: 2em 0; }
  .placeholder { border: 2px dashed #6ee7b7; border-radius: 8px; padding: 12px 14px; background: #ecfdf5; color: #0b4535; font-size: 0.9em; }
`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's HTML as a reader will see it. The HTML is what the editor typed, not yet
 * sanitised (the server does that on save), so it is shown only inside a sandboxed frame
 * (`sandbox=""`): no scripts run, no forms submit, nothing reaches this page or its session.
 */
export function PagePreview({
  title,
  content,
  language = 'en',
}: {
  title: string;
  content: string;
  /** The language the content is written in; the placeholder's note is in the interface's. */
  language?: Locale;
}) {
  const { t, i18n } = useTranslation();
  const placeholder = `<div class="placeholder" lang="${i18n.language}">${escapeHtml(t('admin.pages.packagesPreview'))}</div>`;
  const body = content.replaceAll(PACKAGES_PLACEHOLDER, placeholder);
  const document = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${PREVIEW_CSS}</style></head><body>${body}</body></html>`;
  return (
    <iframe
      title={t('admin.pages.previewOf', { title: title || t('admin.pages.untitled') })}
      sandbox=""
      srcDoc={document}
      className="block h-full min-h-[28rem] w-full rounded-xl border border-slate-300 bg-white"
    />
  );
}
