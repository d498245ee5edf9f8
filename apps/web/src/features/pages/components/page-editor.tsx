import {
  META_DESCRIPTION_MAX,
  PACKAGES_PLACEHOLDER,
  PAGE_FORM_MESSAGE,
  PAGE_TITLE_MAX,
  PAGE_SLUG_MAX,
  pageInputSchema,
  pageStatuses,
  SEO_TITLE_MAX,
  type AdminPage,
  type PageStatus,
} from '@careercard/shared/pages';
import { slugify } from '@careercard/shared/slug';
import { ArrowLeft } from 'lucide-react';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError, describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFlash } from '@/lib/flash';
import { useSavePage } from '../api/save-page';
import { PagePreview } from './page-preview';
import { FieldError } from '@/components/ui/field-error';

type Field = 'title' | 'slug' | 'status' | 'seoTitle' | 'metaDescription' | 'content';
type FieldErrors = Partial<Record<Field, string>>;

/** The spec's advisory ranges: a counter turns green inside them. */
const SEO_TITLE_GOOD = [40, SEO_TITLE_MAX] as const;
const META_DESCRIPTION_GOOD = [120, META_DESCRIPTION_MAX] as const;

const EMPTY_FORM: Record<Field, string> = {
  title: '',
  slug: '',
  status: 'Draft',
  seoTitle: '',
  metaDescription: '',
  content: '',
};

const fieldClass = (error: string | undefined) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
    error ? 'border-red-400 focus:outline-red-400' : 'border-slate-300 focus:outline-brand-600',
  );

/** 'n / 60' under an SEO field: green inside the advised range, plain elsewhere. */
function Counter({
  id,
  length,
  good,
}: {
  id: string;
  length: number;
  good: readonly [number, number];
}) {
  const { t } = useTranslation();
  const inRange = length >= good[0] && length <= good[1];
  return (
    <p
      id={id}
      className={cn('mt-1 text-right text-xs', inRange ? 'text-green-700' : 'text-slate-500')}
    >
      {t('admin.pages.counter', { length, max: good[1] })}
    </p>
  );
}

/**
 * Page Management's editor view: title, slug (normalised as it is typed, from the title for a
 * new page until edited), status, the SEO fields with their counters, and the HTML content
 * (20 rows) beside a live preview. 'Title and content are required.' is said before sending;
 * the server's field errors show under their fields.
 */
export function PageEditor({ page, onDone }: { page: AdminPage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const save = useSavePage();
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;

  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  // A new page's slug follows its title until the editor types one.
  const [slugTyped, setSlugTyped] = useState(page !== null);
  const [status, setStatus] = useState<PageStatus>(page?.status ?? 'Draft');
  const [seoTitle, setSeoTitle] = useState(page?.seoTitle ?? '');
  const [metaDescription, setMetaDescription] = useState(page?.metaDescription ?? '');
  const [content, setContent] = useState(page?.content ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [leaving, setLeaving] = useState(false);
  const previewContent = useDeferredValue(content);

  const form = { title, slug, status, seoTitle, metaDescription, content };
  const saved = page ?? { ...EMPTY_FORM };
  const dirty = (Object.keys(form) as Field[]).some((field) => form[field] !== saved[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing: FieldErrors = {};
    // The spec's message above the form; each empty field marked under it.
    if (!title.trim()) missing.title = t('admin.pages.required');
    if (!content.trim()) missing.content = t('admin.pages.required');
    if (missing.title || missing.content) {
      setErrors(missing);
      return setProblem(PAGE_FORM_MESSAGE);
    }
    const parsed = pageInputSchema.safeParse(form);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return setProblem(parsed.error.issues[0]?.message ?? PAGE_FORM_MESSAGE);
    }
    setErrors({});
    save.mutate(page ? { id: page.id, body: form } : { body: form }, {
      onSuccess: (saved) => {
        showFlash(t('admin.pages.savedFlash', { title: saved.data.title }));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const fromServer: FieldErrors = {};
          for (const [field, messages] of Object.entries(error.errors)) {
            fromServer[field as Field] = messages[0];
          }
          setErrors(fromServer);
        }
        setProblem(describeError(error, t('admin.pages.saveFailed')));
      },
    });
  };

  const describedBy = (...parts: Array<string | false | undefined>) =>
    parts.filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={id('heading')}
      className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => (dirty ? setLeaving(true) : onDone())}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('admin.pages.back')}
          </Button>
          <h2 id={id('heading')} className="truncate text-lg font-semibold text-slate-900">
            {page ? t('admin.pages.editTitle', { title: page.title }) : t('admin.pages.newTitle')}
          </h2>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4" />}
          {page ? t('admin.pages.update') : t('admin.pages.save')}
        </Button>
      </div>

      {problem && <ErrorAlert>{problem}</ErrorAlert>}

      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={id('title')}
          label={t('admin.pages.title')}
          value={title}
          maxLength={PAGE_TITLE_MAX}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugTyped) setSlug(slugify(event.target.value));
          }}
        />
        <div>
          <TextField
            id={id('slug')}
            label={t('admin.pages.slug')}
            value={slug}
            maxLength={PAGE_SLUG_MAX}
            error={errors.slug}
            aria-describedby={describedBy(id('slug-address'), errors.slug && id('slug-error'))}
            onChange={(event) => {
              const typed = slugify(event.target.value);
              setSlug(typed);
              setSlugTyped(typed !== '');
            }}
          />
          <p id={id('slug-address')} className="mt-1 text-xs break-all text-slate-500">
            {t('admin.pages.addressIs', { address: paths.page(slug || '…') })}
          </p>
        </div>

        <div>
          <label htmlFor={id('status')} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('admin.pages.status')}
          </label>
          <select
            id={id('status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as PageStatus)}
            className={cn(fieldClass(errors.status), 'h-11')}
            aria-describedby={describedBy(id('status-hint'), errors.status && id('status-error'))}
          >
            {pageStatuses.map((option) => (
              <option key={option} value={option}>
                {t(`admin.pages.statuses.${option}`)}
              </option>
            ))}
          </select>
          <p id={id('status-hint')} className="mt-1 text-xs text-slate-500">
            {t('admin.pages.statusHint')}
          </p>
          <FieldError id={id('status-error')} message={errors.status} />
        </div>
        <div>
          <TextField
            id={id('seo')}
            label={t('admin.pages.seoTitle')}
            value={seoTitle}
            maxLength={SEO_TITLE_MAX}
            placeholder={title}
            error={errors.seoTitle}
            aria-describedby={describedBy(id('seo-count'), errors.seoTitle && id('seo-error'))}
            onChange={(event) => setSeoTitle(event.target.value)}
          />
          <Counter id={id('seo-count')} length={seoTitle.length} good={SEO_TITLE_GOOD} />
        </div>
      </div>

      <div>
        <label htmlFor={id('meta')} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('admin.pages.metaDescription')}
        </label>
        <textarea
          id={id('meta')}
          rows={3}
          value={metaDescription}
          maxLength={META_DESCRIPTION_MAX}
          placeholder={t('admin.pages.metaPlaceholder')}
          aria-invalid={errors.metaDescription ? true : undefined}
          aria-describedby={describedBy(
            id('meta-count'),
            errors.metaDescription && id('meta-error'),
          )}
          onChange={(event) => setMetaDescription(event.target.value)}
          className={cn(fieldClass(errors.metaDescription), 'py-2.5 leading-relaxed')}
        />
        <FieldError id={id('meta-error')} message={errors.metaDescription} />
        <Counter
          id={id('meta-count')}
          length={metaDescription.length}
          good={META_DESCRIPTION_GOOD}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col">
          <label
            htmlFor={id('content')}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            {t('admin.pages.content')}
          </label>
          <textarea
            id={id('content')}
            rows={20}
            value={content}
            spellCheck={false}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy(
              id('content-hint'),
              errors.content && id('content-error'),
            )}
            onChange={(event) => setContent(event.target.value)}
            className={cn(
              fieldClass(errors.content),
              'py-2.5 font-mono text-[13px] leading-relaxed',
            )}
          />
          <FieldError id={id('content-error')} message={errors.content} />
          <p id={id('content-hint')} className="mt-1.5 text-xs text-slate-500">
            {t('admin.pages.contentHint', { placeholder: PACKAGES_PLACEHOLDER })}
          </p>
        </div>
        <div className="flex flex-col">
          <p className="mb-1.5 text-sm font-medium text-slate-700" aria-hidden>
            {t('admin.pages.preview')}
          </p>
          <div className="flex-1">
            <PagePreview title={title} content={previewContent} />
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        message={t('admin.pages.confirmLeave')}
        confirmLabel={t('admin.pages.leave')}
        onConfirm={onDone}
      />
    </form>
  );
}
