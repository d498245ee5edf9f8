import {
  atsReportSchema,
  JOB_DESCRIPTION_MAX,
  type AtsReport,
  type TailoredResult,
} from '@careercard/shared/analysis';
import type { CvRecord } from '@careercard/shared/cv-api';
import { cvToText } from '@careercard/shared/cv-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cvBlanks } from '@/components/blanks/cv-blanks';
import { useBlanksCheck } from '@/components/blanks/use-blanks-check';
import { ReportCard } from '@/components/report/score-report';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ScoreRing } from '@/components/ui/score-ring';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { paths } from '@/config/paths';
import { createAtsReport } from '@/features/ats/api/create-ats-report';
import { useCreateCv } from '@/features/cvs/api/create-cv';
import { cvQueryOptions } from '@/features/cvs/api/get-cv';
import { PreviewPanel } from '@/features/cvs/components/editor/preview-panel';
import { SavedCvSelect } from '@/features/cvs/components/saved-cv-select';
import { createTailoredCv } from '@/features/custom-cv/api/create-tailored-cv';
import { usePrices } from '@/features/payments/api/get-prices';
import { useSubscription } from '@/features/payments/api/get-subscription';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { TailorReview } from '@/features/custom-cv/components/tailor-review';
import { templateQueryOptions } from '@/features/templates/api/get-template';
import { ApiError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';

/** The flow of the spec: initial, analyzing, preview, generating, review. */
type Stage =
  | { name: 'initial' }
  | { name: 'analyzing' }
  | { name: 'preview'; base: CvRecord; match: AtsReport }
  | { name: 'generating'; base: CvRecord; match: AtsReport }
  | { name: 'review'; base: CvRecord; result: TailoredResult };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The builder's inputs, kept across the trip to bKash and across a reload until the user saves
 * or starts over. `generate` says the tailoring was paid for: the server gives a paid tailoring
 * of the same CV and job again without a second payment.
 */
const STASH_KEY = 'careercard.customCv';
interface Stash {
  jobDescription: string;
  cvId: string;
  generate: boolean;
  /** The match already made: a reload shows it again instead of counting a new check. */
  match?: AtsReport;
}

const keep = (stash: Stash) => sessionStorage.setItem(STASH_KEY, JSON.stringify(stash));
const forget = () => sessionStorage.removeItem(STASH_KEY);

function readStash(): Stash | 'lost' | null {
  const raw = sessionStorage.getItem(STASH_KEY);
  if (raw === null) return null;
  try {
    const stash = JSON.parse(raw) as Partial<Stash>;
    const match = atsReportSchema.safeParse(stash.match);
    return typeof stash.jobDescription === 'string' && typeof stash.cvId === 'string'
      ? {
          jobDescription: stash.jobDescription,
          cvId: stash.cvId,
          generate: !!stash.generate,
          ...(match.success ? { match: match.data } : {}),
        }
      : 'lost';
  } catch {
    return 'lost';
  }
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const create = useCreateCv();
  // Back from bKash, the inputs come from the stash and the match starts at once.
  const [stash] = useState(readStash);
  const resuming = stash !== null && stash !== 'lost';
  const [jobDescription, setJobDescription] = useState(resuming ? stash.jobDescription : '');
  const [cvId, setCvId] = useState(resuming ? stash.cvId : '');
  const [stage, setStage] = useState<Stage>(resuming ? { name: 'analyzing' } : { name: 'initial' });
  const [problem, setProblem] = useState<string | null>(
    stash === 'lost' ? t('customCv.dataLost') : null,
  );
  const [paying, setPaying] = useState(false);
  const prices = usePrices();
  const subscribed = !!useSubscription().data?.activeUntil;
  const resumed = useRef(false);
  const blanksCheck = useBlanksCheck();
  const base = 'base' in stage ? stage.base : undefined;
  const template = useQuery({
    ...templateQueryOptions(base?.templateId ?? 0),
    enabled: base !== undefined,
  });

  const fail = (message: string) => {
    forget();
    setProblem(message);
    setStage({ name: 'initial' });
  };

  const startOver = () => {
    forget();
    setStage({ name: 'initial' });
  };

  const analyze = async (input: Stash = { jobDescription, cvId, generate: false }) => {
    setProblem(null);
    if (!input.cvId || !input.jobDescription.trim()) return setProblem(t('customCv.missing'));
    setStage({ name: 'analyzing' });
    try {
      const cv = await queryClient.fetchQuery(cvQueryOptions(input.cvId));
      const match =
        input.match ??
        (await createAtsReport({
          cvText: cvToText(cv.data),
          jobDescription: input.jobDescription,
        }));
      const preview = { name: 'preview', base: cv, match } as const;
      keep({ ...input, match });
      setStage(preview);
      return preview;
    } catch (error) {
      fail(messageOf(error, t('customCv.analysisFailed')));
    }
  };

  /** Generates on a paid custom CV; without one, the payment comes first (spec: ৳20). */
  const generate = async (preview: Extract<Stage, { name: 'preview' }>, input: Stash) => {
    setStage({ ...preview, name: 'generating' });
    try {
      const result = await createTailoredCv({
        cvData: preview.base.data,
        jobDescription: input.jobDescription,
      });
      keep({ ...input, match: preview.match, generate: true });
      setStage({ name: 'review', base: preview.base, result });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        setStage(preview);
        setPaying(true);
        return;
      }
      fail(messageOf(error, t('customCv.generateFailed')));
    }
  };

  // Back from bKash or reloaded: match again, and generate again if it was paid for.
  useEffect(() => {
    if (resumed.current || stash === null) return;
    resumed.current = true;
    if (stash === 'lost') return forget();
    void Promise.resolve(stash)
      .then(analyze)
      .then((preview) => preview && stash.generate && generate(preview, stash));
  });

  const save = () => {
    if (stage.name !== 'review') return fail(t('customCv.dataLost'));
    create.mutate(
      {
        name: t('customCv.newName', { name: stage.base.name }).slice(0, 200),
        templateId: stage.base.templateId,
        data: stage.result.tailoredCV,
      },
      {
        onSuccess: () => {
          forget();
          showFlash(t('customCv.saved'));
          void navigate(paths.dashboard.myCvs);
        },
        onError: (error) => setProblem(messageOf(error, t('errors.generic'))),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.nav.customCv')}</h1>
        <p className="mt-1 text-slate-600">{t('customCv.subtitle')}</p>
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}

      {stage.name === 'initial' && (
        <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <TextAreaField
            label={t('customCv.step1')}
            value={jobDescription}
            maxLength={JOB_DESCRIPTION_MAX}
            onChange={setJobDescription}
            placeholder={t('analyzer.jobDescriptionPlaceholder')}
            className="min-h-48"
          />
          <div className="max-w-md">
            <SavedCvSelect label={t('customCv.step2')} value={cvId} onChange={setCvId} />
          </div>
          <Button size="lg" onClick={() => void analyze()}>
            {t('customCv.analyze')}
          </Button>
        </div>
      )}

      {stage.name === 'analyzing' && <StatusMessage busy text={t('customCv.analyzing')} />}

      {(stage.name === 'preview' || stage.name === 'generating') && (
        <div className="space-y-6">
          <div className="flex flex-col items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row">
            <ScoreRing score={stage.match.atsScore} label={t('customCv.matchScore')} />
            <div className="space-y-3">
              <p className="text-slate-700">{stage.match.summary}</p>
              {stage.match.missingKeywords.length > 0 && (
                <p className="text-sm text-slate-600">
                  {t('customCv.missingKeywords', {
                    keywords: stage.match.missingKeywords.slice(0, 8).join(', '),
                  })}
                </p>
              )}
              <div className="flex flex-wrap gap-3">
                <Button
                  size="lg"
                  disabled={stage.name === 'generating'}
                  onClick={() => {
                    if (stage.name !== 'preview') return;
                    // Blanks left in the CV would be tailored as they are: listed first.
                    blanksCheck.check(cvBlanks(t, stage.base.data), {
                      onGoOn: () => void generate(stage, { jobDescription, cvId, generate: true }),
                      onFill: (first) => {
                        forget();
                        void navigate(paths.dashboard.cvField(stage.base.id, first.path));
                      },
                    });
                  }}
                >
                  {stage.name === 'generating' && <Spinner />}
                  {stage.name === 'generating'
                    ? t('customCv.generating')
                    : subscribed
                      ? t('customCv.generateIncluded')
                      : t('customCv.generate', { price: prices.data?.custom_cv ?? '…' })}
                </Button>
                <Button variant="outline" size="lg" onClick={startOver}>
                  {t('customCv.startOver')}
                </Button>
              </div>
            </div>
          </div>
          <ReportCard title={t('customCv.basePreview', { name: stage.base.name })}>
            <PreviewPanel
              data={stage.base.data}
              template={template.isError ? null : template.data}
            />
          </ReportCard>
        </div>
      )}

      {blanksCheck.element}

      {paying && (
        <PaymentDialog
          open
          onOpenChange={setPaying}
          itemName={t('payment.items.customCv')}
          amount={prices.data?.custom_cv ?? undefined}
          request={{ purpose: 'custom_cv' }}
          onLeave={() =>
            keep({
              jobDescription,
              cvId,
              generate: true,
              ...('match' in stage ? { match: stage.match } : {}),
            })
          }
        />
      )}

      {stage.name === 'review' && (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-3">
            <Button size="lg" disabled={create.isPending} onClick={save}>
              {create.isPending && <Spinner />}
              {t('customCv.save')}
            </Button>
            <Button variant="outline" size="lg" onClick={startOver}>
              {t('customCv.startOver')}
            </Button>
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <TailorReview
              suggestions={stage.result.suggestions}
              coverLetter={stage.result.coverLetter}
            />
            <ReportCard title={t('customCv.tailoredPreview')}>
              <PreviewPanel
                data={stage.result.tailoredCV}
                template={template.isError ? null : template.data}
              />
            </ReportCard>
          </div>
        </div>
      )}
    </div>
  );
}
