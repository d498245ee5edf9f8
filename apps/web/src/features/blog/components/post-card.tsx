import type { PublicPostSummary } from '@careercard/shared/blog';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

/**
 * A post on the list: its featured image (a cover in the brand's colours when it has none),
 * category, title, excerpt and date. The whole card opens the post; the category link stays its own.
 */
export function PostCard({
  post,
  wide = false,
  heading: Heading = 'h2',
}: {
  post: PublicPostSummary;
  /** Across two columns, larger: the first post of the list. */
  wide?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const image = post.featuredImage;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
        wide && 'sm:col-span-2',
        wide && 'sm:grid sm:grid-cols-2',
      )}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className={cn('aspect-video w-full bg-slate-100 object-cover', wide && 'sm:h-full')}
        />
      ) : (
        // Without an image, a cover of the brand's colours keeps the cards in line.
        <div
          aria-hidden
          className={cn(
            'relative aspect-video w-full overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500',
            wide && 'sm:h-full',
          )}
        >
          <Newspaper
            className="absolute right-6 bottom-4 size-24 text-white/15"
            strokeWidth={1.25}
          />
        </div>
      )}
      <div className={cn('flex flex-1 flex-col p-5', wide && 'sm:p-6')}>
        <Link
          to={paths.blogCategory(post.category.slug)}
          className="relative z-10 flex items-center self-start text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline pointer-coarse:-my-2 pointer-coarse:min-h-11"
        >
          {post.category.name}
        </Link>
        <Heading
          className={cn(
            'mt-2 font-bold text-slate-900 group-hover:text-brand-700',
            wide ? 'text-2xl leading-tight' : 'text-lg leading-snug',
          )}
        >
          <Link to={paths.blogPost(post.slug)} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </Heading>
        <p
          className={cn(
            'mt-3 flex-1 leading-relaxed text-slate-600',
            wide ? 'line-clamp-4 text-base' : 'line-clamp-3 text-sm',
          )}
        >
          {post.excerpt}
        </p>
        <p className="mt-4 text-xs text-slate-500">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden> · </span>
          {post.authorName}
        </p>
      </div>
    </article>
  );
}
