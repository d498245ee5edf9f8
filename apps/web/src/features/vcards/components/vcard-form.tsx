import { slugify } from '@careercard/shared/slug';
import type { VcardTemplate } from '@careercard/shared/vcard-templates';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { VcardThumbnail } from './vcard-thumbnail';

export interface VcardDraft {
  cvId: string;
  /** An Enabled template's id; null until the templates are known (the server then takes Modern). */
  templateId: number | null;
  slug: string;
}

interface VcardFormProps {
  draft: VcardDraft;
  onChange: (draft: VcardDraft) => void;
  /** The CV choice, made by the page from the user's CVs. */
  cvSelect: ReactNode;
  /** The Enabled templates; undefined while they load, null when they could not be loaded. */
  templates: VcardTemplate[] | null | undefined;
  /** Where the card will live, up to the slug: "https://…/v/". */
  linkPrefix: string;
  onPublish: () => void;
  /** Editing a live card: leave it as it is. */
  onCancel?: (() => void) | undefined;
  busy: boolean;
  problem: string | null;
  slugError?: string | undefined;
  /** The card as it will look, drawn from the chosen CV in the chosen template. */
  preview?: ReactNode;
}

/** My V-Card before publishing: a CV, a template and the URL slug. */
export function VcardForm(props: VcardFormProps) {
  const { draft, onChange, linkPrefix, busy, problem, slugError } = props;
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onPublish();
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      {props.cvSelect}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('vcard.template')}</legend>
        <TemplateChoice
          templates={props.templates}
          chosen={draft.templateId}
          onChoose={(templateId) => onChange({ ...draft, templateId })}
        />
      </fieldset>
      <div>
        <TextField
          label={t('vcard.slug')}
          value={draft.slug}
          onChange={(event) => onChange({ ...draft, slug: slugify(event.target.value) })}
          maxLength={60}
          error={slugError}
          autoComplete="off"
        />
        <p className="mt-1.5 text-xs break-all text-slate-500">
          {linkPrefix}
          <span className="font-medium text-slate-700">{draft.slug || '…'}</span>
        </p>
      </div>
      {props.preview && (
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">{t('vcard.preview')}</p>
          <div className="max-w-sm" data-testid="vcard-preview">
            {props.preview}
          </div>
        </div>
      )}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy && <Spinner />}
          {t('vcard.publish')}
        </Button>
        {props.onCancel && (
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={props.onCancel}
            className="w-full sm:w-auto"
          >
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The Enabled templates, each drawn small with a sample person. */
function TemplateChoice({
  templates,
  chosen,
  onChoose,
}: {
  templates: VcardTemplate[] | null | undefined;
  chosen: number | null;
  onChoose: (templateId: number) => void;
}) {
  const { t } = useTranslation();
  if (templates === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t('vcard.templatesLoading')}
      </p>
    );
  }
  if (templates === null) return <ErrorAlert>{t('vcard.templatesFailed')}</ErrorAlert>;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {templates.map((template) => {
        const pressed = chosen === template.id;
        return (
          <button
            key={template.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(template.id)}
            className={cn(
              'overflow-hidden rounded-xl text-left ring-1 transition',
              pressed
                ? 'bg-brand-50 ring-2 ring-brand-600'
                : 'bg-white ring-slate-300 hover:bg-slate-50',
            )}
          >
            {template.thumbnailUrl ? (
              <img
                src={template.thumbnailUrl}
                alt=""
                className="aspect-[4/5] w-full bg-slate-100 object-cover"
              />
            ) : (
              <VcardThumbnail look={template.look} />
            )}
            <span className="block px-3 pt-2.5 font-semibold text-slate-900">{template.name}</span>
            <span className="block px-3 pt-0.5 pb-3 text-xs text-slate-600">
              {t('vcard.lookHint', {
                layout: t(`vcard.layouts.${template.look.layout}`),
                font: t(`vcard.fonts.${template.look.font}`),
              })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
