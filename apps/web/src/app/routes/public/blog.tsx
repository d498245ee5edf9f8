import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** /p/blog and /p/blog/category/{slug}: posts come with the blog's back office. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('public.blogTitle')}</h1>
      <p className="mt-2 text-lg text-slate-600">{t('public.blogText')}</p>
      <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Newspaper className="size-10 text-brand-600" aria-hidden />
        <p className="mt-4 text-slate-600">{t('public.noPosts')}</p>
      </div>
    </div>
  );
}
