import {
  POST_REQUIRED_MESSAGE,
  postStatuses,
  SEO_LIMITS,
  seoChecks,
  UNCATEGORIZED_CATEGORY_ID,
  wordsOfHtml,
  type CategoryChoice,
  type AdminPost,
  type PostInput,
  type PostStatus,
} from '@careercard/shared/blog';
import { finalSlug, slugify } from '@careercard/shared/slug';
import { ArrowLeft } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { usePost } from '../api/get-post';
import { useCategoryChoices } from '../api/get-categories';
import { useSavePost } from '../api/save-post';
import { ContentPreview } from './content-preview';
import { FeaturedImageField } from './featured-image-field';
import { SeoAnalysis } from './seo-analysis';

/** The editor view: a new post (`postId` null) or an existing one, loaded first. */
export function PostEditor({ postId, onDone }: { postId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const post = usePost(postId);
  const categories = useCategoryChoices();
  const back = (
    <Button variant="outline" onClick={onDone}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('admin.blog.editor.back')}
    </Button>
  );
  if ((postId !== null && post.isPending) || categories.isPending) {
    return <StatusMessage busy text={t('admin.blog.editor.loading')} />;
  }
  if (post.isError || categories.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorAlert>
          {describeError(post.error ?? categories.error, t('admin.blog.editor.loadFailed'))}
        </ErrorAlert>
      </div>
    );
  }
  return (
    <PostForm
      key={postId ?? 'new'}
      post={postId === null ? null : (post.data ?? null)}
      categories={categories.data}
      back={back}
      onDone={onDone}
    />
  );
}

const selectClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** 'n / 60' beside a field's label, amber past the limit. */
function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('text-xs tabular-nums', length > max ? 'text-amber-700' : 'text-slate-500')}
    >
      {t('admin.blog.editor.counter', { length, max })}
    </span>
  );
}

function PostForm({
  post,
  categories,
  back,
  onDone,
}: {
  post: AdminPost | null;
  categories: CategoryChoice[];
  back: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const save = useSavePost();
  const ids = { category: useId(), status: useId(), seoTitle: useId(), description: useId() };
  const isNew = post === null;
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [categoryId, setCategoryId] = useState(post?.categoryId ?? UNCATEGORIZED_CATEGORY_ID);
  const [status, setStatus] = useState<PostStatus>(post?.status ?? 'Draft');
  const [content, setContent] = useState(post?.content ?? '');
  const [featuredImage, setFeaturedImage] = useState(post?.featuredImage ?? '');
  const [focusKeyword, setFocusKeyword] = useState(post?.focusKeyword ?? '');
  const [seoTitle, setSeoTitle] = useState(post?.seoTitle ?? '');
  const [seoTitleTouched, setSeoTitleTouched] = useState(!isNew);
  const [metaDescription, setMetaDescription] = useState(post?.metaDescription ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const words = useMemo(() => wordsOfHtml(content), [content]);
  const checks = seoChecks({ seoTitle, metaDescription, focusKeyword, slug, words });

  const changeTitle = (value: string) => {
    setTitle(value);
    // A new post's slug and SEO title follow its title until they are written by hand.
    if (!slugTouched) setSlug(finalSlug(value));
    if (!seoTitleTouched) setSeoTitle(value.trim());
  };

  const submit = () => {
    setProblem(null);
    if (!title.trim() || !content.trim()) return setProblem(POST_REQUIRED_MESSAGE);
    const body: PostInput = {
      title,
      slug,
      categoryId,
      status,
      content,
      featuredImage,
      focusKeyword,
      seoTitle,
      metaDescription,
    };
    save.mutate(post ? { id: post.id, body } : { body }, {
      onSuccess: () => {
        showFlash(t(post ? 'admin.blog.editor.updated' : 'admin.blog.editor.saved'));
        onDone();
      },
      onError: (error) => setProblem(describeError(error, t('admin.blog.editor.saveFailed'))),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          {back}
          <h2 className="text-lg font-semibold text-slate-900">
            {isNew ? t('admin.blog.editor.newTitle') : t('admin.blog.editor.editTitle')}
          </h2>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {isNew ? t('admin.blog.editor.save') : t('admin.blog.editor.update')}
        </Button>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <div className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <TextField
              label={t('admin.blog.editor.title')}
              value={title}
              maxLength={200}
              onChange={(event) => changeTitle(event.target.value)}
            />
            <div>
              <TextField
                label={t('admin.blog.editor.slug')}
                value={slug}
                maxLength={200}
                onChange={(event) => {
                  setSlugTouched(true);
                  setSlug(slugify(event.target.value));
                }}
              />
              <p className="mt-1.5 text-xs break-all text-slate-500">
                {t('admin.blog.editor.slugHint', {
                  address: paths.blogPost(slug || '…'),
                })}
              </p>
            </div>
            <div>
              <TextAreaField
                label={t('admin.blog.editor.content')}
                value={content}
                rows={25}
                spellCheck
                className="font-mono text-[13px]"
                onChange={setContent}
              />
              <p className="mt-1.5 text-xs text-slate-500">
                {t('admin.blog.editor.contentHint', { words })}
              </p>
            </div>
          </div>
          <section className="space-y-3">
            <h3 className="text-sm font-semibold text-slate-900">
              {t('admin.blog.editor.preview')}
            </h3>
            <ContentPreview html={content} />
          </section>
        </div>

        <div className="space-y-6">
          <Panel title={t('admin.blog.editor.publishing')}>
            <div>
              <label
                htmlFor={ids.status}
                className="mb-1.5 block text-sm font-medium text-slate-700"
              >
                {t('admin.blog.editor.status')}
              </label>
              <select
                id={ids.status}
                value={status}
                onChange={(event) => setStatus(event.target.value as PostStatus)}
                className={selectClass}
              >
                {postStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.blog.statuses.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label
                htmlFor={ids.category}
                className="mb-1.5 block text-sm font-medium text-slate-700"
              >
                {t('admin.blog.editor.category')}
              </label>
              <select
                id={ids.category}
                value={categoryId}
                onChange={(event) => setCategoryId(Number(event.target.value))}
                className={selectClass}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
          </Panel>

          <Panel title={t('admin.blog.editor.featuredImage')}>
            <FeaturedImageField value={featuredImage} onChange={setFeaturedImage} />
          </Panel>

          <Panel title={t('admin.blog.editor.seo')}>
            <TextField
              label={t('admin.blog.editor.focusKeyword')}
              value={focusKeyword}
              maxLength={100}
              onChange={(event) => setFocusKeyword(event.target.value)}
            />
            <div>
              <div className="mb-1.5 flex items-baseline justify-between gap-2">
                <label htmlFor={ids.seoTitle} className="text-sm font-medium text-slate-700">
                  {t('admin.blog.editor.seoTitle')}
                </label>
                <Counter length={seoTitle.length} max={SEO_LIMITS.titleMax} />
              </div>
              <input
                id={ids.seoTitle}
                value={seoTitle}
                maxLength={200}
                onChange={(event) => {
                  setSeoTitleTouched(true);
                  setSeoTitle(event.target.value);
                }}
                className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600"
              />
            </div>
            <div>
              <div className="mb-1.5 flex items-baseline justify-between gap-2">
                <label htmlFor={ids.description} className="text-sm font-medium text-slate-700">
                  {t('admin.blog.editor.metaDescription')}
                </label>
                <Counter length={metaDescription.length} max={SEO_LIMITS.descriptionMax} />
              </div>
              <textarea
                id={ids.description}
                value={metaDescription}
                maxLength={400}
                rows={4}
                onChange={(event) => setMetaDescription(event.target.value)}
                className="block w-full rounded-xl border border-slate-300 bg-white p-3 text-sm leading-relaxed text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600"
              />
            </div>
            <SeoAnalysis
              checks={checks}
              counts={{
                titleLength: seoTitle.trim().length,
                descriptionLength: metaDescription.trim().length,
                contentLength: words,
              }}
            />
          </Panel>
        </div>
      </div>
    </form>
  );
}
