import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How the preview reads: close to the public post's typography. */
const PREVIEW_STYLE = `
  body { margin: 0; padding: 20px 24px; font: 16px/1.7 Inter, system-ui, sans-serif; color: #334155; }
  h1, h2, h3, h4 { color: #0f172a; line-height: 1.3; margin: 1.6em 0 0.5em; }
  h2 { font-size: 1.45em; } h3 { font-size: 1.2em; }
  body > :first-child { margin-top: 0; }
  a { color: #0f5c45; }
  img { max-width: 100%; height: auto; border-radius: 8px; }
  blockquote { margin: 1.2em 0; padding: 0.2em 1em; border-left: 4px solid #a7f3d0; background: #f8fafc; }
  code { background: #f1f5f9; padding: 0 4px; border-radius: 4px; }
  table { border-collapse: collapse; } th, td { border: 1px solid #e2e8f0; padding: 4px 8px; }
`;

/**
 * The content as readers will see it, live. A sandbox without permissions: no script in the
 * HTML runs, and the frame cannot reach the page or its session. (The server also removes
 * scripts when the post is saved.)
 */
export function ContentPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(html);
  // Reloading the frame on every key press flickers: it follows once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setShown(html), 300);
    return () => clearTimeout(timer);
  }, [html]);
  return (
    <iframe
      title={t('admin.blog.editor.previewTitle')}
      sandbox=""
      srcDoc={`<!doctype html><html><head><meta charset="utf-8"><style>${PREVIEW_STYLE}</style></head><body>${shown}</body></html>`}
      className="block h-96 w-full sm:h-[32rem] rounded-xl border border-slate-200 bg-white"
    />
  );
}
