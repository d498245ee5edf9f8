import { ArrowLeft, CalendarDays, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Prefetch } from '@/app/router';
import { publicPostQueryOptions, usePublicPost } from '@/features/blog/api/get-public-post';
import { ArticleContent } from '@/features/blog/components/article-content';
import { PostCard } from '@/features/blog/components/post-card';
import { RecentPosts } from '@/features/blog/components/recent-posts';
import { formatDate } from '@/lib/format';

export const prefetch: Prefetch = (queryClient, { params, locale }) =>
  queryClient.prefetchQuery(publicPostQueryOptions(params.slug ?? '', locale));

/** /p/blog/{slug}: a Published post, its related posts (same category) and recent ones. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const answer = usePublicPost(slug);
  const title = answer.data?.post.seoTitle;

  useEffect(() => {
    if (title) document.title = `${title} · CareerCard`;
  }, [title]);

  // The spec's one text for a post that is loading or missing.
  if (!answer.data) {
    return <StatusMessage busy={answer.isPending} text={t('public.postNotFound')} />;
  }
  const { post, related, recent } = answer.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700 pointer-coarse:min-h-11"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('public.blog.backToBlog')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <header className="max-w-3xl">
            <Link
              to={paths.blogCategory(post.category.slug)}
              className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {post.category.name}
            </Link>
            <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 text-slate-400" aria-hidden />
                {t('public.blog.byline', { author: post.authorName })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4 text-slate-400" aria-hidden />
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </span>
            </p>
          </header>
          {post.featuredImage && (
            <img
              src={post.featuredImage}
              alt=""
              className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
            />
          )}
          <div className="mt-8 max-w-3xl">
            <ArticleContent html={post.content} />
          </div>
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          {recent.length > 0 && <RecentPosts title={t('public.blog.recent')} posts={recent} />}
        </aside>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-posts" className="text-2xl font-bold text-slate-900">
            {t('public.blog.related')}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <PostCard key={item.slug} post={item} heading="h3" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
