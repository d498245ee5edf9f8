import { Newspaper, Rss } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Pager, usePageCount } from '@/components/ui/pager';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Prefetch } from '@/app/router';
import {
  publicCategoriesQueryOptions,
  usePublicCategories,
} from '@/features/blog/api/get-public-categories';
import { publicPostsQueryOptions, usePublicPosts } from '@/features/blog/api/get-public-posts';
import { CategoryNav } from '@/features/blog/components/category-nav';
import { PostCard } from '@/features/blog/components/post-card';
import { ApiError, describeError } from '@/lib/api-client';
import { NotFoundPage } from './not-found-page';

/** The page of the list an address asks for (`?page=2`), the first for anything else. */
const pageOf = (search: URLSearchParams) =>
  Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

export const prefetch: Prefetch = (queryClient, { params, search, locale }) =>
  Promise.all([
    queryClient.prefetchQuery(
      publicPostsQueryOptions({ category: params.slug, page: pageOf(search) }, locale),
    ),
    queryClient.prefetchQuery(publicCategoriesQueryOptions(locale)),
  ]);

/**
 * /p/blog and /p/blog/category/{slug}: Published posts, newest first, nine a page (the page in
 * the address), beside the categories that hold posts.
 */
export function Component() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const posts = usePublicPosts({ category: slug, page });
  const categories = usePublicCategories();
  const onPage = useCallback(
    (next: number) => {
      setParams(next > 1 ? { page: String(next) } : {});
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const pages = usePageCount(posts.data, !posts.isPlaceholderData, page, onPage);
  const category = posts.data?.category;

  useEffect(() => {
    document.title = category
      ? `${category.name} · ${t('public.blogTitle')}`
      : `${t('nav.blog')} · CareerCard`;
  }, [category, t]);

  if (posts.isError && posts.error instanceof ApiError && posts.error.status === 404) {
    return (
      <NotFoundPage
        title={t('public.blog.categoryNotFound')}
        text={t('public.blog.categoryNotFoundText')}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        {slug ? (
          <>
            <Link
              to={paths.blog}
              className="text-sm font-semibold text-brand-700 hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {t('public.blogTitle')}
            </Link>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {category?.name ?? '\u00a0'}
            </h1>
            {category?.description && (
              <p className="mt-3 text-lg text-slate-600">{category.description}</p>
            )}
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('public.blogTitle')}
            </h1>
            <p className="mt-3 text-lg text-slate-600">{t('public.blogText')}</p>
            {/* A document, not a page of the app: the browser opens it, the router does not. */}
            <a
              href={paths.blogFeed}
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline pointer-coarse:min-h-11"
            >
              <Rss className="size-4" aria-hidden />
              {t('public.blogFeed')}
            </a>
          </>
        )}
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0 space-y-8">
          {posts.isPending ? (
            <StatusMessage busy text={t('public.blog.loading')} />
          ) : posts.isError ? (
            <ErrorAlert>{describeError(posts.error, t('public.blog.loadFailed'))}</ErrorAlert>
          ) : posts.data.posts.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <Newspaper className="size-10 text-brand-600" aria-hidden />
              <p className="mt-4 text-slate-600">{t('public.noPosts')}</p>
            </div>
          ) : (
            <>
              <div className="grid gap-6 sm:grid-cols-2">
                {posts.data.posts.map((post, index) => (
                  <PostCard key={post.slug} post={post} wide={index === 0} />
                ))}
              </div>
              {pages > 1 && (
                <Pager
                  label={t('public.blog.pages')}
                  summary={t('public.blog.pageOf', {
                    page,
                    pages,
                    count: posts.data.total,
                  })}
                  page={page}
                  pages={pages}
                  onPage={onPage}
                />
              )}
            </>
          )}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {categories.data && categories.data.length > 0 && (
            <CategoryNav categories={categories.data} current={slug} />
          )}
        </aside>
      </div>
    </div>
  );
}
