import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A page-sized "not found" with a way back home. */
export function NotFoundPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion className="size-14 text-brand-600" aria-hidden />
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={paths.home}>{t('common.backHome')}</Link>
      </Button>
    </div>
  );
}
