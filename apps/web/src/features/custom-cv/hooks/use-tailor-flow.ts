import { atsReportSchema, type AtsReport, type TailoredResult } from '@careercard/shared/analysis';
import type { CreateCvInput, CvRecord } from '@careercard/shared/cv-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateTailoredCv } from '../api/create-tailored-cv';

/** The flow of the spec: initial, analyzing, preview, generating, review. */
export type TailorStage =
  | { name: 'initial' }
  | { name: 'analyzing' }
  | { name: 'preview'; base: CvRecord; match: AtsReport }
  | { name: 'generating'; base: CvRecord; match: AtsReport }
  | { name: 'review'; base: CvRecord; result: TailoredResult };

type Preview = Extract<TailorStage, { name: 'preview' }>;

/** What the flow needs from other features, given by the route that composes them. */
export interface TailorFlowOptions {
  /** One of the user's saved CVs. */
  loadCv: (id: string) => Promise<CvRecord>;
  /** How well a CV matches the job: an ATS check, counted as one. */
  matchCv: (cv: CvRecord, jobDescription: string) => Promise<AtsReport>;
  /** Saves the tailored CV as a new one of the user's. */
  saveCv: (cv: CreateCvInput) => Promise<unknown>;
  /** After the save: where the user goes next. */
  onSaved: () => void;
}

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

/**
 * The Custom CV Builder's five stages: the job and CV chosen, matched, tailored on a paid
 * credit (the payment first when there is none), reviewed, then saved as a new CV.
 */
export function useTailorFlow({ loadCv, matchCv, saveCv, onSaved }: TailorFlowOptions) {
  const { t } = useTranslation();
  const tailor = useCreateTailoredCv();
  // Back from bKash, the inputs come from the stash and the match starts at once.
  const [stash] = useState(readStash);
  const resuming = stash !== null && stash !== 'lost';
  const [jobDescription, setJobDescription] = useState(resuming ? stash.jobDescription : '');
  const [cvId, setCvId] = useState(resuming ? stash.cvId : '');
  const [stage, setStage] = useState<TailorStage>(
    resuming ? { name: 'analyzing' } : { name: 'initial' },
  );
  const [problem, setProblem] = useState<string | null>(
    stash === 'lost' ? t('customCv.dataLost') : null,
  );
  const [paying, setPaying] = useState(false);
  const [saving, setSaving] = useState(false);
  const resumed = useRef(false);

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
      const cv = await loadCv(input.cvId);
      const match = input.match ?? (await matchCv(cv, input.jobDescription));
      const preview = { name: 'preview', base: cv, match } as const;
      keep({ ...input, match });
      setStage(preview);
      return preview;
    } catch (error) {
      fail(messageOf(error, t('customCv.analysisFailed')));
    }
  };

  /** Generates on a paid custom CV; without one, the payment comes first (spec: ৳20). */
  const generate = async (preview: Preview, input: Stash) => {
    setStage({ ...preview, name: 'generating' });
    try {
      const result = await tailor.mutateAsync({
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

  const save = async () => {
    if (stage.name !== 'review') return fail(t('customCv.dataLost'));
    setSaving(true);
    try {
      await saveCv({
        name: t('customCv.newName', { name: stage.base.name }).slice(0, 200),
        templateId: stage.base.templateId,
        data: stage.result.tailoredCV,
      });
      forget();
      onSaved();
    } catch (error) {
      setProblem(messageOf(error, t('errors.generic')));
    } finally {
      setSaving(false);
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

  return {
    stage,
    jobDescription,
    setJobDescription,
    cvId,
    setCvId,
    problem,
    /** Whether the payment dialog is open: generating found no paid credit. */
    paying,
    setPaying,
    analyze: () => void analyze(),
    /** Tailors the matched CV; the user saw its blanks first. */
    generate: (preview: Preview) =>
      void generate(preview, { jobDescription, cvId, generate: true }),
    startOver,
    /** Before leaving for bKash: back here, the flow resumes and generates. */
    rememberForPayment: () =>
      keep({
        jobDescription,
        cvId,
        generate: true,
        ...('match' in stage ? { match: stage.match } : {}),
      }),
    /** The user went to fill a blank of the CV: nothing to resume. */
    leave: forget,
    /** Saves the tailored CV as a new one. */
    save: () => void save(),
    saving,
  };
}

export type TailorFlow = ReturnType<typeof useTailorFlow>;
