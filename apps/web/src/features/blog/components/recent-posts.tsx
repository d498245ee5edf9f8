import type { PublicPostSummary } from '@careercard/shared/blog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

/** A short list of posts by title and date: the post page's recent posts. */
export function RecentPosts({ title, posts }: { title: string; posts: PublicPostSummary[] }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {posts.map((post) => (
          <li key={post.slug} className="py-3 first:pt-0 last:pb-0">
            <Link
              to={paths.blogPost(post.slug)}
              className="text-sm leading-snug font-medium text-slate-800 hover:text-brand-700 pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {post.title}
            </Link>
            <p className="mt-1 text-xs text-slate-500">
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
