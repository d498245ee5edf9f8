/**
 * Readable article typography, by hand: a comfortable measure and line height, spaced headings,
 * lists with markers, quiet quotes and tables.
 */
const TYPOGRAPHY = [
  'text-[17px] leading-8 text-slate-700 break-words',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:bg-white [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-slate-700 [&_blockquote]:shadow-sm',
  '[&_blockquote>p:first-child]:mt-0 [&_blockquote_p]:mt-3',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.85em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2',
].join(' ');

/**
 * A post's HTML. dangerouslySetInnerHTML is acceptable here only because the server
 * sanitises every post with an allow-list (apps/server/src/lib/safe-html.ts) both when it is
 * saved and again when it is served: no script, event handler or javascript: link reaches us.
 */
export function ArticleContent({ html }: { html: string }) {
  return <div className={TYPOGRAPHY} dangerouslySetInnerHTML={{ __html: html }} />;
}
