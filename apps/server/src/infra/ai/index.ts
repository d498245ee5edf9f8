import {
  scoreBand,
  tailoredResultSchema,
  tailorSuggestionSchema,
  type AnalysisSource,
  type AtsReport,
  type AtsReportRequest,
  type CvQualityRequest,
  type GenerateContentRequest,
  type QualityReport,
  type TailoredResult,
} from '@careercard/shared/analysis';
import { unheldFacts } from '@careercard/engine/writing/check';
import type { WrittenText } from '@careercard/engine/writing-help';
import { findBlanks, findBlanksIn } from '@careercard/shared/blanks';
import { cvExperienceMonths, restateYears } from '@careercard/shared/career';
import { cvListKeys, type CvData } from '@careercard/shared/cv';
import { parseCvData } from '@careercard/shared/cv-normalize';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiStatus } from '@careercard/shared/settings';
import type { Config } from '../../config';
import { createGeminiProvider } from './gemini';
import { localEngine, type LocalEngine } from './local';
import { createOpenAiProvider } from './openai';
import { atsPrompt, qualityPrompt, tailorPrompt, writingPrompt } from './prompts';
import { asProviderError, ProviderError, type LlmProvider } from './provider';

export type { LocalEngine } from './local';

/**
 * The analysis tasks answered by the configured AI provider. Every LLM answer is parsed and
 * validated; an invalid one is asked for once more, and if the provider still fails (or errs,
 * is rate limited, times out) the local engine answers and the source says why. For the ATS and
 * quality reports the provider writes only the commentary: their figures are the calibrated
 * engine's, whoever answers.
 */

export interface Answer<T> {
  value: T;
  source: AnalysisSource;
}

export type TailorInput = { cvData: CvData; jobDescription: string };

/** The analysis tasks, each answer saying who gave it. */
export interface AnalysisAi {
  atsReport(input: AtsReportRequest): Promise<Answer<AtsReport>>;
  qualityReport(input: CvQualityRequest): Promise<Answer<QualityReport>>;
  tailor(input: TailorInput): Promise<Answer<TailoredResult>>;
  generateContent(input: GenerateContentRequest): Promise<Answer<WrittenText>>;
}

/** An LLM answer after checking: its value, or what was wrong with it (for the logs). */
type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** One task, described once; `createAi` gives every task the same retry and fallback. */
interface Task<I, T> {
  name: string;
  prompt(input: I): { system: string; user: string };
  /** The JSON Schema the LLM is asked to follow: often stricter than what `check` accepts. */
  schema: Record<string, unknown>;
  check(json: unknown, input: I): Checked<T>;
  local(engine: LocalEngine, input: I): T;
}

const pathOf = (path: PropertyKey[], prefix: string) =>
  [prefix, ...path.map(String)].filter(Boolean).join('.') || '(root)';

/** Paths and messages only: the answer itself may hold the user's personal data. */
const problemOf = (issues: z.core.$ZodIssue[], prefix = '') =>
  issues
    .slice(0, 3)
    .map((issue) => `${pathOf(issue.path, prefix)}: ${issue.message}`)
    .join('; ');

function checkWith<T>(schema: z.ZodType<T>, json: unknown): Checked<T> {
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: problemOf(result.error.issues) };
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
}

/**
 * What the provider writes for a report: the commentary. The figures (score, breakdown, skills
 * found and missing, the quality parts) are the calibrated engine's, so a number reads the same
 * whoever wrote the words around it.
 */
const commentarySchema = z.object({
  summary: z.string().trim().min(1),
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
});

/** A report request with the figures the engine measured for it. */
type WithFigures<I, R> = I & { figures: R };

/** The band an ATS score reads as, in the words a summary may use. */
const MATCH_WORD = { high: 'strong', medium: 'partial', low: 'weak' } as const;
const matchBand = (score: number) => MATCH_WORD[scoreBand(score)];

/**
 * The provider's commentary on the engine's figures. A summary that states another score, or
 * calls the match other than its score says, contradicts the number beside it: refused.
 */
function checkCommentary<R extends z.infer<typeof commentarySchema>>(
  json: unknown,
  figures: R,
  score: number,
  band?: string,
): Checked<R> {
  const answer = checkWith(commentarySchema, json);
  if (!answer.ok) return answer;
  const { summary } = answer.value;
  for (const stated of summary.matchAll(/\b(\d{1,3})\s*(?:\/\s*100|%)/g)) {
    if (Number(stated[1]) !== score) {
      return { ok: false, problem: `summary: states ${stated[1]}, the score is ${score}` };
    }
  }
  const called = /\b(strong|partial|weak) match\b/i.exec(summary)?.[1]?.toLowerCase();
  if (band && called && called !== band) {
    return { ok: false, problem: `summary: calls a ${band} match ${called}` };
  }
  return { ok: true, value: { ...figures, ...answer.value } };
}

const tailoredAnswerSchema = z.object({
  tailoredCV: z.unknown(),
  suggestions: z.array(tailorSuggestionSchema),
  coverLetter: z.string().trim().min(1),
});

/** Lists whose entries are facts of the candidate's life; skills and tools may be reordered or
 * completed from the CV's own text, as the local engine does. */
const factLists = cvListKeys.filter((key) => key !== 'skills' && key !== 'tools');

type Entry = { id: string; description?: string };

/**
 * The tailored entries, in the LLM's order, as the original entries: an entry may be dropped
 * and a written description reworded, but employers, titles, dates and degrees stay as they
 * are; `null` when an entry is not in the CV (the prompt asks to keep the ids).
 */
function keepFacts(originals: Entry[], tailored: Entry[]): Entry[] | null {
  const byId = new Map(originals.map((entry) => [entry.id, entry]));
  const kept: Entry[] = [];
  for (const entry of tailored) {
    const original = byId.get(entry.id);
    if (!original) return null;
    const reworded = original.description?.trim() && entry.description?.trim();
    kept.push(reworded ? { ...original, description: entry.description } : original);
  }
  return kept;
}

/**
 * The tailored CV must be a CV: normalised like an import and checked by the CV schema; then
 * only what tailoring may change is taken from it, so no experience can be invented.
 */
function checkTailored(json: unknown, input: TailorInput): Checked<TailoredResult> {
  const answer = checkWith(tailoredAnswerSchema, json);
  if (!answer.ok) return answer;
  const cv = parseCvData(answer.value.tailoredCV);
  if (!cv.success) return { ok: false, problem: problemOf(cv.error.issues, 'tailoredCV') };
  const { title, summary } = cv.data.personal;
  // A placeholder the CV itself does not have ("[Your Name]", "[Company]") would go out as
  // written, in the letter or the new summary.
  const own = new Set(findBlanksIn(input.cvData).map((blank) => blank.text));
  const added = findBlanks([title, summary, answer.value.coverLetter].join('\n')).find(
    (blank) => !own.has(blank.text),
  );
  if (added) return { ok: false, problem: `a placeholder the CV does not have: ${added.text}` };
  // Years of experience are one figure across the product, the one the CV's dates give: the
  // model's words keep theirs with that figure (shared/career).
  const months = cvExperienceMonths(input.cvData);
  const tailoredCV: Record<string, unknown> = {
    ...cv.data,
    personal: { ...input.cvData.personal, title, summary: restateYears(summary, months) },
  };
  for (const key of factLists) {
    const kept = keepFacts(input.cvData[key], cv.data[key]);
    if (!kept) return { ok: false, problem: `tailoredCV.${key}: an entry the CV lacks` };
    tailoredCV[key] = kept;
  }
  const coverLetter = restateYears(answer.value.coverLetter, months);
  return { ok: true, value: { ...answer.value, coverLetter, tailoredCV: tailoredCV as CvData } };
}

const textAnswerSchema = z.object({ text: z.string().trim().min(1) });

/**
 * Written text must hold only the CV's facts: a figure, a name, a skill or an unmarked
 * placeholder the request does not hold is refused (counted by kind, for the logs and the
 * retry: the words themselves stay out of the logs).
 */
function checkWriting(json: unknown, input: GenerateContentRequest): Checked<WrittenText> {
  const answer = checkWith(textAnswerSchema, json);
  if (!answer.ok) return answer;
  const unheld = unheldFacts(answer.value.text, input);
  if (unheld.length === 0) return { ok: true, value: { text: answer.value.text } };
  const counts = new Map<string, number>();
  for (const { kind } of unheld) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const kinds = [...counts].map(([kind, count]) => `${count} ${kind}${count > 1 ? 's' : ''}`);
  return { ok: false, problem: `text: states what the CV does not hold (${kinds.join(', ')})` };
}

const tasks = {
  atsReport: {
    name: 'ats-report',
    prompt: atsPrompt,
    schema: jsonSchemaOf(commentarySchema),
    check: (json, { figures }) =>
      checkCommentary(json, figures, figures.atsScore, matchBand(figures.atsScore)),
    local: (_engine, { figures }) => figures,
  } satisfies Task<WithFigures<AtsReportRequest, AtsReport>, AtsReport>,
  qualityReport: {
    name: 'cv-quality',
    prompt: qualityPrompt,
    schema: jsonSchemaOf(commentarySchema),
    check: (json, { figures }) => checkCommentary(json, figures, figures.qualityScore),
    local: (_engine, { figures }) => figures,
  } satisfies Task<WithFigures<CvQualityRequest, QualityReport>, QualityReport>,
  tailor: {
    name: 'tailored-cv',
    prompt: tailorPrompt,
    schema: jsonSchemaOf(tailoredResultSchema),
    check: checkTailored,
    local: (engine, input) => engine.tailor(input),
  } satisfies Task<TailorInput, TailoredResult>,
  generateContent: {
    name: 'generate-content',
    prompt: writingPrompt,
    schema: jsonSchemaOf(textAnswerSchema),
    check: checkWriting,
    local: (engine, input) => engine.generateContent(input),
  } satisfies Task<GenerateContentRequest, WrittenText>,
};

function parseJson(text: string): Checked<unknown> {
  // Some local models wrap JSON in a Markdown fence despite JSON mode.
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return { ok: true, value: JSON.parse(unfenced) };
  } catch {
    return { ok: false, problem: 'malformed JSON' };
  }
}

function createProvider(config: Config['ai']): LlmProvider | null {
  switch (config.provider) {
    case 'local':
      return null;
    case 'gemini':
      // config.ts refuses AI_PROVIDER=gemini without a key.
      return createGeminiProvider({ ...config.gemini, apiKey: config.gemini.apiKey ?? '' });
    case 'openai':
      return createOpenAiProvider(config.openai);
  }
}

const LOCAL: AnalysisSource = { provider: 'local', fallback: false };

export function createAi(
  config: Config['ai'],
  options: { logger: FastifyBaseLogger; local?: LocalEngine },
): AnalysisAi {
  const engine = options.local ?? localEngine;
  const provider = createProvider(config);
  const secrets = [config.gemini.apiKey, config.openai.apiKey].filter(
    (key): key is string => !!key,
  );
  /** Error texts go to the logs; a key must never, even if an API echoed it. */
  const redact = (text: string | undefined) =>
    secrets.reduce((out, key) => out?.replaceAll(key, '[redacted]'), text);

  async function ask<I, T>(task: Task<I, T>, input: I): Promise<Answer<T>> {
    if (!provider) return { value: task.local(engine, input), source: LOCAL };
    const prompt = { task: task.name, schema: task.schema, ...task.prompt(input) };
    const log = { provider: provider.name, task: task.name };
    let reason = 'returned an invalid answer';
    for (let attempt = 1, hint = ''; attempt <= 2; attempt++) {
      let text: string;
      try {
        text = await provider.completeJson(
          { ...prompt, user: prompt.user + hint },
          AbortSignal.timeout(config.timeoutMs),
        );
      } catch (error) {
        // Errors are not retried: a busy or failing API rarely recovers within seconds.
        const failure = asProviderError(error);
        options.logger.warn(
          { ...log, attempt, status: failure.status, detail: redact(failure.detail) },
          `${failure.message}; the local engine answers`,
        );
        reason = failure.reason;
        break;
      }
      const parsed = parseJson(text);
      const answer = parsed.ok ? task.check(parsed.value, input) : parsed;
      if (answer.ok) {
        return { value: answer.value, source: { provider: provider.name, fallback: false } };
      }
      options.logger.warn({ ...log, attempt, problem: answer.problem }, 'AI answer was invalid');
      hint = `\n\nYour previous answer was invalid (${answer.problem}). Answer with one JSON object that follows the schema.`;
    }
    return {
      value: task.local(engine, input),
      source: {
        provider: 'local',
        fallback: true,
        notice: `The AI provider ${reason}; our built-in analyzer answered instead.`,
      },
    };
  }

  return {
    atsReport: (input) => ask(tasks.atsReport, { ...input, figures: engine.atsReport(input) }),
    qualityReport: (input) =>
      ask(tasks.qualityReport, { ...input, figures: engine.qualityReport(input) }),
    tailor: (input) => ask(tasks.tailor, input),
    generateContent: (input) => ask(tasks.generateContent, input),
  };
}

/** Who answers analyses, for the back office: the key itself stays in the environment. */
export function aiStatusOf(config: Config['ai']): AiStatus {
  if (config.provider === 'local') return { provider: 'local', model: null, keySet: false };
  const chosen = config[config.provider];
  return { provider: config.provider, model: chosen.model, keySet: !!chosen.apiKey };
}

const PING_INPUT = {
  cvText: 'Backend developer. Skills: Node.js, TypeScript.',
  jobDescription: 'Backend developer. Requirements: Node.js.',
};

/**
 * One small real call to the provider that answers analyses, for the back office's 'Test':
 * resolves when it answered with JSON, throws ProviderError otherwise. `local` runs the engine
 * on a tiny input.
 */
export async function pingAi(
  config: Config['ai'],
  signal: AbortSignal,
  local: LocalEngine = localEngine,
): Promise<void> {
  const provider = createProvider(config);
  if (!provider) {
    local.atsReport(PING_INPUT);
    return;
  }
  const text = await provider.completeJson(
    {
      task: 'ping',
      system: 'You check that this API works. Answer briefly.',
      user: 'Answer with {"ok": true}.',
      schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
    },
    signal,
  );
  if (!parseJson(text).ok) throw new ProviderError('returned an answer that is not JSON');
}
