import type { PublicPage } from '@careercard/shared/pages';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '@/lib/format';

/**
 * Readable article styles for HTML the page's author wrote (typography by hand): headings,
 * paragraphs, lists, quotes, tables and links.
 */
const articleStyles = [
  'text-base leading-7 text-slate-700 break-words',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_h5]:mt-5 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-5 [&_h6]:mb-1 [&_h6]:font-semibold',
  '[&>:first-child]:mt-0 [&_p]:my-4',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:my-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2.5 [&_td]:align-top',
].join(' ');

/**
 * A published page: its title, when it last changed, and its content, marked with the language
 * the server answered in (English when the page has no Bangla version yet).
 */
export function PageArticle({ page }: { page: PublicPage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // A link to another page of the site ("/p/pricing") opens in the app, without a reload.
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <article lang={page.language} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {page.title}
        </h1>
        {/* Said in the interface's language, whatever the page's. */}
        <p lang={i18n.language} className="mt-3 text-sm text-slate-500">
          {t('publicPage.lastUpdated')}{' '}
          <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
      </header>
      <div
        className={`mt-8 ${articleStyles}`}
        onClick={followInside}
        // Safe only because the server sanitised this HTML (an allow-list: no scripts, event
        // handlers, styles, frames or javascript: links), when it was saved and again when sent.
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
