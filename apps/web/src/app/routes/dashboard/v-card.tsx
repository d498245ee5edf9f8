import { finalSlug } from '@careercard/shared/slug';
import { VCARD_MISSING_MESSAGE, type MyVcard } from '@careercard/shared/vcards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cvIssues } from '@/components/blanks/cv-blanks';
import { useBlanksCheck } from '@/components/blanks/use-blanks-check';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cvQueryOptions } from '@/features/cvs/api/get-cv';
import { SavedCvSelect } from '@/features/cvs/components/saved-cv-select';
import { useMyVcard } from '@/features/vcards/api/get-my-vcard';
import { useVcardTemplates } from '@/features/vcards/api/get-vcard-templates';
import { usePublishVcard } from '@/features/vcards/api/publish-vcard';
import { useUnpublishVcard } from '@/features/vcards/api/unpublish-vcard';
import { QrPrint } from '@/features/vcards/components/qr-print';
import { VcardContactList } from '@/features/vcards/components/vcard-contact-list';
import { VcardForm, type VcardDraft } from '@/features/vcards/components/vcard-form';
import { VcardLive } from '@/features/vcards/components/vcard-live';
import { VcardStats } from '@/features/vcards/components/vcard-stats';
import { VcardView } from '@/features/vcards/components/vcard-view';
import { ApiError, describeError } from '@/lib/api-client';

const draftOf = (card: MyVcard | null | undefined): VcardDraft => ({
  cvId: card?.cvId ?? '',
  templateId: card?.templateId ?? null,
  slug: card?.slug ?? '',
});

/** My V-Card: choose a CV, a template and a link, publish, then share it or order an NFC card. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useMyVcard();
  const templates = useVcardTemplates();
  const publish = usePublishVcard();
  const unpublish = useUnpublishVcard();
  const [editing, setEditing] = useState<VcardDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [slugError, setSlugError] = useState<string | undefined>();
  const blanksCheck = useBlanksCheck();
  const linkPrefix = `${window.location.origin}/v/`;
  // The CV the card shows (or will): the preview is the card itself, not a sample person.
  const shownCvId = editing?.cvId ?? card.data?.cvId ?? '';
  const shownCv = useQuery({ ...cvQueryOptions(shownCvId), enabled: shownCvId !== '' });
  const personal = shownCvId && shownCv.data?.data.personal;

  if (card.isPending) return <StatusMessage busy text={t('vcard.loading')} />;
  if (card.isError)
    return <ErrorAlert>{describeError(card.error, t('vcard.loadFailed'))}</ErrorAlert>;

  const live = card.data?.published && editing === null;
  const chosen = editing ?? draftOf(card.data);
  // A template withdrawn since (or none yet): the first one offered, Modern unless disabled.
  const offered = templates.data;
  const draft =
    offered && !offered.some((template) => template.id === chosen.templateId)
      ? { ...chosen, templateId: offered[0]?.id ?? null }
      : chosen;
  const look = offered?.find((template) => template.id === draft.templateId)?.look;
  // The missing-fields message goes once both fields are there.
  const shownProblem =
    problem === VCARD_MISSING_MESSAGE && draft.cvId && draft.slug ? null : problem;

  /** A new CV brings its owner's name as the slug, unless the user typed one of their own. */
  const chooseCv = async (cvId: string) => {
    const next = { ...draft, cvId };
    setEditing(next);
    if (!cvId || (draft.slug && draft.slug !== (await nameSlug(draft.cvId)))) return;
    setEditing({ ...next, slug: await nameSlug(cvId) });
  };
  const nameSlug = async (cvId: string) =>
    cvId ? finalSlug((await queryClient.fetchQuery(cvQueryOptions(cvId))).data.personal.name) : '';

  /**
   * The card shows the CV's personal details: a missing name or contact, and blanks left there,
   * are listed before it goes live.
   */
  const submit = async () => {
    setProblem(null);
    setSlugError(undefined);
    if (!draft.cvId || !draft.slug) return setProblem(VCARD_MISSING_MESSAGE);
    const cvId = draft.cvId;
    let blanks;
    try {
      blanks = cvIssues(t, (await queryClient.fetchQuery(cvQueryOptions(cvId))).data, true);
    } catch (error) {
      return setProblem(describeError(error, t('vcard.publishFailed')));
    }
    blanksCheck.check(blanks, {
      onGoOn: publishDraft,
      onFill: (first) => void navigate(paths.dashboard.cvField(cvId, first.path)),
    });
  };
  const publishDraft = () => {
    const { templateId, ...rest } = draft;
    publish.mutate(templateId === null ? rest : { ...rest, templateId }, {
      onSuccess: () => setEditing(null),
      onError: (error) => {
        const onSlug = error instanceof ApiError ? error.errors.slug?.[0] : undefined;
        // A template withdrawn while the page was open: offer the ones there are now.
        if (error instanceof ApiError && error.errors.templateId) void templates.refetch();
        if (onSlug) setSlugError(onSlug);
        else setProblem(describeError(error, t('vcard.publishFailed')));
      },
    });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.vCard')}</h1>
        <p className="mt-1 text-slate-600">{t('vcard.subtitle')}</p>
      </div>
      {live ? (
        <VcardLive
          link={linkPrefix + card.data!.slug}
          viewCount={card.data!.viewCount}
          onEdit={() => setEditing(draftOf(card.data))}
          onUnpublish={() =>
            unpublish.mutate(undefined, {
              onError: (error) => setProblem(describeError(error, t('errors.generic'))),
            })
          }
          unpublishing={unpublish.isPending}
          onOrderNfc={() => void navigate(paths.dashboard.orderNfcCard)}
        />
      ) : (
        <VcardForm
          draft={draft}
          onChange={setEditing}
          templates={templates.isError ? null : templates.data}
          cvSelect={
            <SavedCvSelect
              label={t('vcard.cv')}
              value={draft.cvId}
              onChange={(cvId) => void chooseCv(cvId)}
            />
          }
          linkPrefix={linkPrefix}
          onPublish={() => void submit()}
          onCancel={
            card.data?.published
              ? () => {
                  setEditing(null);
                  setProblem(null);
                  setSlugError(undefined);
                }
              : undefined
          }
          busy={publish.isPending}
          problem={shownProblem}
          slugError={slugError}
          preview={
            personal &&
            look && (
              <VcardView
                look={look}
                card={{
                  ...personal,
                  photoUrl: personal.photoUrl ?? null,
                  links: personal.links.filter((link) => link.url.trim()),
                }}
              />
            )
          }
        />
      )}
      {live && (
        <>
          <VcardStats />
          <QrPrint slug={card.data!.slug} hasPhoto={Boolean(personal && personal.photoUrl)} />
          <VcardContactList />
        </>
      )}
      {live && problem && <ErrorAlert>{problem}</ErrorAlert>}
      {blanksCheck.element}
    </div>
  );
}
