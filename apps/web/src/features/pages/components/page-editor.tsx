import type { Locale } from '@careercard/shared/locale';
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
import { finalSlug, slugify } from '@careercard/shared/slug';
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
import { localizeMessage } from '@/lib/i18n';
import { useSavePage } from '../api/save-page';
import { LanguageTabs } from './language-tabs';
import { PagePreview } from './page-preview';
import { FieldError } from '@/components/ui/field-error';

/** The texts a page has in each language, and the field holding each. */
type Text = 'title' | 'seoTitle' | 'metaDescription' | 'content';
const textFields: Record<Locale, Record<Text, Field>> = {
  en: {
    title: 'title',
    seoTitle: 'seoTitle',
    metaDescription: 'metaDescription',
    content: 'content',
  },
  bn: {
    title: 'titleBn',
    seoTitle: 'seoTitleBn',
    metaDescription: 'metaDescriptionBn',
    content: 'contentBn',
  },
};

type Field =
  | 'title'
  | 'slug'
  | 'status'
  | 'seoTitle'
  | 'metaDescription'
  | 'content'
  | 'titleBn'
  | 'seoTitleBn'
  | 'metaDescriptionBn'
  | 'contentBn';
type FieldErrors = Partial<Record<Field, string>>;

/** The language whose tab holds a field; the slug and status belong to both. */
const languageOf = (field: Field): Locale | null =>
  field.endsWith('Bn') ? 'bn' : field === 'slug' || field === 'status' ? null : 'en';

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
  titleBn: '',
  seoTitleBn: '',
  metaDescriptionBn: '',
  contentBn: '',
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
 * Page Management's editor view: slug (normalised as it is typed, from the English title for a
 * new page until edited) and status, then the page's texts under English / বাংলা tabs: title,
 * the SEO fields with their counters, and the HTML content (20 rows) beside a live preview.
 * The Bangla version is optional; readers who chose বাংলা get it when it has a title and
 * content. 'Title and content are required.' is said before sending; the server's field errors
 * show under their fields, and the tab holding the first one opens.
 */
export function PageEditor({ page, onDone }: { page: AdminPage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const save = useSavePage();
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;

  const saved: Record<Field, string> = page ?? { ...EMPTY_FORM };
  const [form, setForm] = useState<Record<Field, string>>(() => ({
    title: saved.title,
    slug: saved.slug,
    status: saved.status,
    seoTitle: saved.seoTitle,
    metaDescription: saved.metaDescription,
    content: saved.content,
    titleBn: saved.titleBn,
    seoTitleBn: saved.seoTitleBn,
    metaDescriptionBn: saved.metaDescriptionBn,
    contentBn: saved.contentBn,
  }));
  const set = (field: Field, value: string) => setForm((now) => ({ ...now, [field]: value }));
  // A new page's slug follows its title until the editor types one.
  const [slugTyped, setSlugTyped] = useState(page !== null);
  const [language, setLanguage] = useState<Locale>('en');
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [leaving, setLeaving] = useState(false);

  const dirty = (Object.keys(form) as Field[]).some((field) => form[field] !== saved[field]);
  const withErrors = new Set(
    (Object.keys(errors) as Field[]).flatMap((field) => languageOf(field) ?? []),
  );

  /** Shows the errors, opening the tab of the first one. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = (Object.keys(found) as Field[]).map(languageOf).find(Boolean);
    if (first) setLanguage(first);
  };

  const body = {
    ...form,
    status: form.status as PageStatus,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing: FieldErrors = {};
    // The spec's message above the form; each empty field marked under it.
    if (!form.title.trim()) missing.title = t('admin.pages.required');
    if (!form.content.trim()) missing.content = t('admin.pages.required');
    if (missing.title || missing.content) {
      showErrors(missing);
      return setProblem(localizeMessage(PAGE_FORM_MESSAGE));
    }
    const parsed = pageInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found);
      return setProblem(localizeMessage(parsed.error.issues[0]?.message ?? PAGE_FORM_MESSAGE));
    }
    setErrors({});
    save.mutate(page ? { id: page.id, body } : { body }, {
      onSuccess: (answer) => {
        showFlash(t('admin.pages.savedFlash', { title: answer.data.title }));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const fromServer: FieldErrors = {};
          for (const [field, messages] of Object.entries(error.errors)) {
            fromServer[field as Field] = messages[0];
          }
          showErrors(fromServer);
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
        <div>
          <TextField
            id={id('slug')}
            label={t('admin.pages.slug')}
            value={form.slug}
            maxLength={PAGE_SLUG_MAX}
            error={errors.slug}
            aria-describedby={describedBy(id('slug-address'), errors.slug && id('slug-error'))}
            onChange={(event) => {
              const typed = slugify(event.target.value);
              set('slug', typed);
              setSlugTyped(typed !== '');
            }}
          />
          <p id={id('slug-address')} className="mt-1 text-xs break-all text-slate-500">
            {t('admin.pages.addressIs', { address: paths.page(form.slug || '…') })}
          </p>
        </div>
        <div>
          <label htmlFor={id('status')} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('admin.pages.status')}
          </label>
          <select
            id={id('status')}
            value={form.status}
            onChange={(event) => set('status', event.target.value)}
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
      </div>

      <LanguageTabs
        value={language}
        onChange={setLanguage}
        label={t('admin.pages.languages')}
        withErrors={withErrors}
      >
        {(tab) => (
          <PageTexts
            language={tab}
            form={form}
            errors={errors}
            idOf={(field) => id(`${tab}-${field}`)}
            onChange={(field, value) => {
              set(field, value);
              if (field === 'title' && !slugTyped) set('slug', finalSlug(value));
            }}
          />
        )}
      </LanguageTabs>

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

/** One language's texts: title, SEO title, meta description, and the content with its preview. */
function PageTexts({
  language,
  form,
  errors,
  idOf,
  onChange,
}: {
  language: Locale;
  form: Record<Field, string>;
  errors: FieldErrors;
  idOf: (field: string) => string;
  onChange: (field: Field, value: string) => void;
}) {
  const { t } = useTranslation();
  const fields = textFields[language];
  const title = form[fields.title];
  const seoTitle = form[fields.seoTitle];
  const metaDescription = form[fields.metaDescription];
  const content = form[fields.content];
  const previewContent = useDeferredValue(content);
  const describedBy = (...parts: Array<string | false | undefined>) =>
    parts.filter(Boolean).join(' ') || undefined;
  // The texts are in the tab's language: fonts, spell-checking and screen readers follow it.
  const lang = language;

  return (
    <div className="space-y-5">
      {language === 'bn' && (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          {t('admin.pages.banglaHint')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={idOf('title')}
          label={t('admin.pages.title')}
          lang={lang}
          value={title}
          maxLength={PAGE_TITLE_MAX}
          error={errors[fields.title]}
          onChange={(event) => onChange(fields.title, event.target.value)}
        />
        <div>
          <TextField
            id={idOf('seo')}
            label={t('admin.pages.seoTitle')}
            lang={lang}
            value={seoTitle}
            maxLength={SEO_TITLE_MAX}
            placeholder={title}
            error={errors[fields.seoTitle]}
            aria-describedby={describedBy(
              idOf('seo-count'),
              errors[fields.seoTitle] && `${idOf('seo')}-error`,
            )}
            onChange={(event) => onChange(fields.seoTitle, event.target.value)}
          />
          <Counter id={idOf('seo-count')} length={seoTitle.length} good={SEO_TITLE_GOOD} />
        </div>
      </div>

      <div>
        <label htmlFor={idOf('meta')} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('admin.pages.metaDescription')}
        </label>
        <textarea
          id={idOf('meta')}
          lang={lang}
          rows={3}
          value={metaDescription}
          maxLength={META_DESCRIPTION_MAX}
          placeholder={t('admin.pages.metaPlaceholder')}
          aria-invalid={errors[fields.metaDescription] ? true : undefined}
          aria-describedby={describedBy(
            idOf('meta-count'),
            errors[fields.metaDescription] && idOf('meta-error'),
          )}
          onChange={(event) => onChange(fields.metaDescription, event.target.value)}
          className={cn(fieldClass(errors[fields.metaDescription]), 'py-2.5 leading-relaxed')}
        />
        <FieldError id={idOf('meta-error')} message={errors[fields.metaDescription]} />
        <Counter
          id={idOf('meta-count')}
          length={metaDescription.length}
          good={META_DESCRIPTION_GOOD}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col">
          <label
            htmlFor={idOf('content')}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            {t('admin.pages.content')}
          </label>
          <textarea
            id={idOf('content')}
            lang={lang}
            rows={20}
            value={content}
            spellCheck={false}
            aria-invalid={errors[fields.content] ? true : undefined}
            aria-describedby={describedBy(
              idOf('content-hint'),
              errors[fields.content] && idOf('content-error'),
            )}
            onChange={(event) => onChange(fields.content, event.target.value)}
            // The code font of index.css, with Bangla from the app's own Bengali font.
            className={cn(
              fieldClass(errors[fields.content]),
              'py-2.5 font-mono text-[13px] leading-relaxed',
            )}
          />
          <FieldError id={idOf('content-error')} message={errors[fields.content]} />
          <p id={idOf('content-hint')} className="mt-1.5 text-xs text-slate-500">
            {t('admin.pages.contentHint', { placeholder: PACKAGES_PLACEHOLDER })}
          </p>
        </div>
        <div className="flex flex-col">
          <p className="mb-1.5 text-sm font-medium text-slate-700" aria-hidden>
            {t('admin.pages.preview')}
          </p>
          <div className="flex-1">
            <PagePreview title={title} content={previewContent} language={language} />
          </div>
        </div>
      </div>
    </div>
  );
}
