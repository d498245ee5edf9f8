import type { PostStatus } from '@careercard/shared/blog';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        status === 'Published' ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
      )}
    >
      {t(`admin.blog.statuses.${status}`)}
    </span>
  );
}
