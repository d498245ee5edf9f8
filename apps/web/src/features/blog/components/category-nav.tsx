import type { PublicCategory } from '@careercard/shared/blog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The blog's categories that hold posts, with how many; the one shown is marked. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: PublicCategory[];
  /** The slug of the category shown, if one is. */
  current?: string | undefined;
}) {
  const { t } = useTranslation();
  const item = (active: boolean) =>
    cn(
      'flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm pointer-coarse:min-h-11',
      active
        ? 'bg-brand-50 font-semibold text-brand-800'
        : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700',
    );
  return (
    <nav
      aria-label={t('public.blog.categories')}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="px-3 pb-2 text-sm font-semibold text-slate-900">
        {t('public.blog.categories')}
      </h2>
      <ul className="space-y-0.5">
        <li>
          <Link
            to={paths.blog}
            className={item(!current)}
            aria-current={!current ? 'page' : undefined}
          >
            {t('public.blog.allPosts')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={paths.blogCategory(category.slug)}
              className={item(category.slug === current)}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              <span>{category.name}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 tabular-nums">
                {category.postCount}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
