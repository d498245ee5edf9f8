import { slugify } from '@careercard/shared/slug';
import { vcardTemplates, type VcardTemplate } from '@careercard/shared/vcards';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

export interface VcardDraft {
  cvId: string;
  template: VcardTemplate;
  slug: string;
}

interface VcardFormProps {
  draft: VcardDraft;
  onChange: (draft: VcardDraft) => void;
  /** The CV choice, made by the page from the user's CVs. */
  cvSelect: ReactNode;
  /** Where the card will live, up to the slug: "https://…/v/". */
  linkPrefix: string;
  onPublish: () => void;
  /** Editing a live card: leave it as it is. */
  onCancel?: (() => void) | undefined;
  busy: boolean;
  problem: string | null;
  slugError?: string | undefined;
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
        <div className="grid grid-cols-2 gap-3">
          {vcardTemplates.map((template) => (
            <button
              key={template}
              type="button"
              aria-pressed={draft.template === template}
              onClick={() => onChange({ ...draft, template })}
              className={cn(
                'rounded-xl p-4 text-left ring-1 transition',
                draft.template === template
                  ? 'bg-brand-50 ring-2 ring-brand-600'
                  : 'bg-white ring-slate-300 hover:bg-slate-50',
              )}
            >
              <span className="block font-semibold text-slate-900">
                {t(`vcard.templates.${template}`)}
              </span>
              <span className="mt-1 block text-xs text-slate-600">
                {t(`vcard.templateHints.${template}`)}
              </span>
            </button>
          ))}
        </div>
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
