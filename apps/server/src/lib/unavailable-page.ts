import { type Locale } from '@careercard/shared/locale';
import { localizeMessage } from '@careercard/shared/messages-bn';
import { createHash } from 'node:crypto';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './db-errors';

const TEXTS: Record<Locale, { title: string; message: string; retry: string }> = {
  en: {
    title: 'We will be back in a moment',
    message: DATABASE_UNAVAILABLE_MESSAGE,
    retry: 'This page tries again by itself.',
  },
  bn: {
    title: 'আমরা একটু পরেই ফিরে আসছি',
    message: localizeMessage(DATABASE_UNAVAILABLE_MESSAGE, 'bn'),
    retry: 'এই পেজটি নিজে থেকেই আবার চেষ্টা করবে।',
  },
};

// The device's own fonts (Bangla ones of Android, Windows and Apple included): the page must
// not need anything more from a server that is struggling.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#ecfdf5;color:#072e23;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali","Nirmala UI","Bangla Sangam MN",Vrinda,sans-serif}
main{max-width:32rem;width:100%;padding:32px;border-radius:16px;background:#fff;box-shadow:0 10px 30px rgba(7,46,35,.12);text-align:center}
.brand{margin:0 0 20px;font-weight:700;color:#0f5c45;letter-spacing:.02em}
h1{margin:0 0 8px;font-size:1.35rem}
p{margin:0 0 8px}
.retry{color:#0d8a66;font-size:.9rem}
section+section{margin-top:24px;padding-top:24px;border-top:1px solid #d1fae5}
`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLES).digest('base64')}`;

/** Nothing but the one style block, allowed by its hash. */
export const UNAVAILABLE_PAGE_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * What a person gets for a page while the database is away: a self-contained page in both
 * languages, the reader's first, that reloads itself until the service is back.
 */
export function unavailablePage(locale: Locale): string {
  const order: Locale[] = locale === 'bn' ? ['bn', 'en'] : ['en', 'bn'];
  const sections = order.map((language) => {
    const text = TEXTS[language];
    return `<section lang="${language}">
  <h1>${text.title}</h1>
  <p>${text.message}</p>
  <p class="retry">${text.retry}</p>
</section>`;
  });
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}">
<title>CareerCard · ${TEXTS[locale].title}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">CareerCard</p>
${sections.join('\n')}
</main>
</body>
</html>`;
}
