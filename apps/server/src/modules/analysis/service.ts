import {
  MISSING_ATS_INPUT,
  MISSING_MATCH_INPUT,
  MISSING_QUALITY_INPUT,
  type AtsReportRequest,
  type CvQualityRequest,
  type GenerateContentRequest,
  type ParsedResumeResponse,
  analysisSourceSchema,
  tailoredResultSchema,
  type TailoredCvRequest,
} from '@careercard/shared/analysis';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import { cvToText } from '@careercard/shared/cv-text';
import { resumeToCvData } from '@careercard/engine/resume/to-cv-data';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import type { AnalysisAi, Answer } from '../../infra/ai';
import type { Db } from '../../infra/db/client';
import { analyses } from '../../infra/db/schema';
import { tooMany, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import {
  TextExtractionError,
  type TextExtractor,
} from '../../infra/text-extraction/text-extractor';
import { AppError } from '../../lib/app-error';
import { validCvData } from '../cvs/service';

/** A tailoring as kept with its payment and given again. */
const tailoredAnswerSchema = z.object({
  value: tailoredResultSchema,
  source: analysisSourceSchema,
});

type Kind = (typeof analyses.$inferInsert)['kind'];

export interface AnalysisLimits {
  /** Visitors' ATS checks and uploads per IP and hour. */
  maxPerIpHour: number;
  /** Analysis calls per signed-in user and hour: each one costs CPU or an LLM call. */
  maxPerUserHour: number;
}

/** Who is asking: a signed-in user, or a visitor known only by address. */
export interface Requester {
  userId: number | null;
  ip: string;
}

const HOUR = 60 * 60_000;

/** A required text that is blank after trimming gets the spec's message under its field. */
function requireTexts(message: string, fields: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value.trim() === '') errors[field] = [message];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, message, errors);
}

/** The field is named in a 422, so the client shows the message beside the file input. */
function extractionFailure(error: unknown, field: string): never {
  if (!(error instanceof TextExtractionError)) throw error;
  switch (error.code) {
    case 'unsupported':
      throw new AppError(415, UNSUPPORTED_FILE);
    case 'legacyWord':
      throw new AppError(415, OLD_WORD_FILE);
    case 'locked':
      throw new AppError(422, LOCKED_FILE, { [field]: [LOCKED_FILE] });
    case 'timeout':
      throw new AppError(
        503,
        'Reading the image took too long. Please try a sharper image, or upload a PDF.',
      );
    case 'busy':
      throw new AppError(503, 'Many files are being read right now. Please try again in a minute.');
    case 'tooLarge':
      throw new AppError(422, FILE_TOO_LARGE_TO_READ, { [field]: [FILE_TOO_LARGE_TO_READ] });
    default:
      throw new AppError(422, EXTRACTION_FAILED, { [field]: [EXTRACTION_FAILED] });
  }
}

/** The spec's message, naming the Word documents read since. */
const UNSUPPORTED_FILE =
  'Unsupported file type. Please upload a PDF, Word document (.docx) or image (JPG/PNG).';
const EXTRACTION_FAILED = 'Failed to extract CV text. Please try again.';
// A retry would fail the same way for these: the user needs another file, and is told which.
const FILE_TOO_LARGE_TO_READ =
  "The file's pages or images are too large to read. Please upload a smaller PDF, Word document (.docx) or image (JPG/PNG).";
const OLD_WORD_FILE =
  'Word 97-2003 documents (.doc) cannot be read. Please save the CV as a Word document (.docx) or PDF and upload that.';
const LOCKED_FILE =
  'The file is protected by a password. Please upload a copy without the password.';

export type AnalysisService = ReturnType<typeof createAnalysisService>;

export function createAnalysisService(deps: {
  db: Db;
  ai: AnalysisAi;
  extractor: TextExtractor;
  limiter: RateLimiter;
  limits: AnalysisLimits;
  /**
   * Runs the tailoring on a paid custom CV (the ৳20 purchase) and keeps its result under `key`;
   * refuses without one, unless the same tailoring was paid for already.
   */
  tailorOnCredit: (userId: number, key: string, work: () => Promise<unknown>) => Promise<unknown>;
}) {
  const { db, ai, extractor, limiter, limits } = deps;

  /** Counts a call before it runs, so parallel calls cannot all slip under the limit. */
  async function countCall({ userId, ip }: Requester) {
    const [key, limit] =
      userId === null
        ? [`analysis:ip:${ip}`, limits.maxPerIpHour]
        : [`analysis:user:${userId}`, limits.maxPerUserHour];
    const wait = await limiter.take(key, { limit, windowMs: HOUR });
    if (wait > 0) throw tooMany('Too many analyses.', wait);
  }

  /** Runs one analysis: limited, timed and recorded for the dashboards. */
  async function run<T>(
    requester: Requester,
    kind: Kind,
    task: () => Promise<Answer<T>>,
    scoreOf: (value: T) => number | null = () => null,
  ): Promise<Answer<T>> {
    await countCall(requester);
    const startedAt = performance.now();
    const answer = await task();
    await db.insert(analyses).values({
      userId: requester.userId,
      kind,
      provider: answer.source.provider,
      fallback: answer.source.fallback,
      score: scoreOf(answer.value),
      durationMs: Math.round(performance.now() - startedAt),
    });
    return answer;
  }

  const local = { provider: 'local', fallback: false } as const;

  async function extract(bytes: Uint8Array, field: string) {
    try {
      return await extractor.extract(bytes);
    } catch (error) {
      return extractionFailure(error, field);
    }
  }

  return {
    atsReport(requester: Requester, input: AtsReportRequest) {
      requireTexts(MISSING_ATS_INPUT, {
        cvText: input.cvText,
        jobDescription: input.jobDescription,
      });
      return run(
        requester,
        'ats_report',
        () => ai.atsReport(input),
        (report) => report.atsScore,
      );
    },

    cvQuality(userId: number, input: CvQualityRequest) {
      requireTexts(MISSING_QUALITY_INPUT, { cvText: input.cvText });
      return run(
        { userId, ip: '' },
        'cv_quality',
        () => ai.qualityReport(input),
        (report) => report.qualityScore,
      );
    },

    async tailoredCv(userId: number, input: TailoredCvRequest) {
      requireTexts(MISSING_MATCH_INPUT, { jobDescription: input.jobDescription });
      // Entries left blank in the editor are neither tailored nor part of the paid request.
      const cvData =
        input.cvData === undefined || input.cvData === null
          ? null
          : withoutBlankEntries(validCvData(input.cvData, false, 'cvData'));
      // A CV with nothing in it has nothing to tailor: no paid credit goes on it.
      if (cvData === null || cvToText(cvData).trim() === '') {
        throw new AppError(422, MISSING_MATCH_INPUT, { cvData: [MISSING_MATCH_INPUT] });
      }
      const jobDescription = input.jobDescription.trim();
      const key = createHash('sha256')
        .update(JSON.stringify({ cvData, jobDescription }))
        .digest('hex');
      const answer = await deps.tailorOnCredit(userId, key, () =>
        run({ userId, ip: '' }, 'tailored_cv', () => ai.tailor({ cvData, jobDescription })),
      );
      return tailoredAnswerSchema.parse(answer);
    },

    generateContent(userId: number, input: GenerateContentRequest) {
      return run({ userId, ip: '' }, 'generate_content', () => ai.generateContent(input));
    },

    /**
     * The text of an uploaded CV, for the analyzer. The upload is read only once the call is
     * allowed: a caller over the limit cannot make the server take in the file.
     */
    async uploadText(requester: Requester, upload: () => Promise<Uint8Array>) {
      const answer = await run(requester, 'cv_upload', async () => ({
        value: (await extract(await upload(), 'cvFile')).text,
        source: local,
      }));
      return answer.value;
    },

    /** An uploaded CV read into the CV model, with the import defaults, for Import from File. */
    async parseResume(userId: number, upload: () => Promise<Uint8Array>) {
      const answer = await run({ userId, ip: '' }, 'parse_resume', async () => {
        const { text, links } = await extract(await upload(), 'resume_file');
        return { value: resumeToCvData(parseResumeText(text, { links })), source: local };
      });
      const cv = answer.value;
      const parts: Omit<ParsedResumeResponse, 'success'> = {
        personal: cv.personal,
        experience: cv.experience,
        education: cv.education,
        skills: cv.skills,
        languages: cv.languages,
        projects: cv.projects,
        extracurricular: cv.extracurricular,
        certifications: cv.certifications,
        achievements: cv.achievements,
        publications: cv.publications,
        references: cv.references,
        ...(cv.bioData ? { bioData: cv.bioData } : {}),
      };
      return parts;
    },
  };
}
