import {
  VCARD_CONTACT_NAME_MAX,
  VCARD_CONTACT_NOTE_MAX,
} from '@careercard/shared/vcard-contact-limits';
import { CheckCircle2, Send, UserRoundPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { openContactForm, useShareContact } from '../api/share-contact';

const empty = { name: '', phone: '', email: '', note: '', consent: false, website: '' };

/**
 * "Share your contact with {name}" on a public card: the visitor leaves their own details for
 * the owner. The form's token is fetched when it opens (the server refuses a form sent faster
 * than a person types), and a field people never see catches bots that fill everything.
 */
export function ContactExchange({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [draft, setDraft] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const share = useShareContact(slug);
  const errors = share.error instanceof ApiError ? share.error.errors : {};
  const fieldError = (field: string) => errors[field]?.[0];

  const start = async () => {
    setOpen(true);
    setProblem(null);
    try {
      setToken(await openContactForm(slug));
    } catch (error) {
      setProblem(describeError(error, t('vcard.exchange.openFailed')));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    share.mutate({ ...draft, consent: draft.consent as true, token });
  };
  const set = (field: keyof typeof empty) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  if (share.isSuccess) {
    return (
      <section className="mt-6 flex items-start gap-3 rounded-3xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
        <CheckCircle2 className="size-6 shrink-0 text-emerald-600" aria-hidden />
        <p role="status">{t('vcard.exchange.sent', { name })}</p>
      </section>
    );
  }
  if (!open) {
    return (
      <Button
        type="button"
        size="lg"
        variant="outline"
        className="mt-3 w-full"
        style={{
          backgroundColor: 'var(--vc-surface)',
          color: 'var(--vc-text)',
          borderColor: 'var(--vc-line)',
        }}
        onClick={() => void start()}
      >
        <UserRoundPlus className="size-5" aria-hidden />
        {t('vcard.exchange.open', { name })}
      </Button>
    );
  }
  // A form-wide refusal (expired, too quick, too many) comes without a field of its own.
  const formError =
    share.error &&
    !fieldError('name') &&
    !fieldError('phone') &&
    !fieldError('email') &&
    !fieldError('note') &&
    !fieldError('consent')
      ? describeError(share.error, t('vcard.exchange.failed'))
      : (fieldError('token') ?? null);
  return (
    <section
      aria-labelledby="contact-exchange-title"
      className="mt-6 rounded-3xl bg-white p-6 text-slate-900 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="contact-exchange-title" className="text-lg font-semibold">
        {t('vcard.exchange.title', { name })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('vcard.exchange.intro', { name })}</p>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <TextField
          label={t('vcard.exchange.name')}
          value={draft.name}
          onChange={(event) => set('name')(event.target.value)}
          autoComplete="name"
          maxLength={VCARD_CONTACT_NAME_MAX}
          error={fieldError('name')}
          required
        />
        <TextField
          label={t('vcard.exchange.phone')}
          type="tel"
          inputMode="tel"
          value={draft.phone}
          onChange={(event) => set('phone')(event.target.value)}
          autoComplete="tel"
          maxLength={30}
          error={fieldError('phone')}
        />
        <TextField
          label={t('vcard.exchange.email')}
          type="email"
          value={draft.email}
          onChange={(event) => set('email')(event.target.value)}
          autoComplete="email"
          maxLength={254}
          error={fieldError('email')}
        />
        <TextAreaField
          label={t('vcard.exchange.note')}
          value={draft.note}
          onChange={set('note')}
          maxLength={VCARD_CONTACT_NOTE_MAX}
          rows={3}
        />
        <FieldError message={fieldError('note')} />
        {/* People never see this field; a bot filling every field fills it too. */}
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              value={draft.website}
              onChange={(event) => set('website')(event.target.value)}
            />
          </label>
        </div>
        <div>
          <label className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-(--vc-accent)"
              checked={draft.consent}
              onChange={(event) =>
                setDraft((current) => ({ ...current, consent: event.target.checked }))
              }
              aria-invalid={fieldError('consent') ? true : undefined}
            />
            <span>{t('vcard.exchange.consent', { name })}</span>
          </label>
          <FieldError message={fieldError('consent')} />
        </div>
        {(problem ?? formError) && <ErrorAlert>{problem ?? formError}</ErrorAlert>}
        <Button
          type="submit"
          size="lg"
          className="w-full hover:opacity-90"
          disabled={!token || share.isPending}
          style={{ backgroundColor: 'var(--vc-accent)', color: 'var(--vc-on-accent)' }}
        >
          {share.isPending ? <Spinner /> : <Send className="size-5" aria-hidden />}
          {t('vcard.exchange.send')}
        </Button>
      </form>
    </section>
  );
}
