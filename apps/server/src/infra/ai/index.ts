import {
  atsReportSchema,
  qualityReportSchema,
  tailorSuggestionSchema,
  type AnalysisSource,
  type AtsReport,
  type AtsReportRequest,
  type CvQualityRequest,
  type GenerateContentRequest,
  type QualityReport,
  type TailoredResult,
} from '@careercard/shared/analysis';
import { cvDataSchema, type CvData } from '@careercard/shared/cv';
import { parseCvData } from '@careercard/shared/cv-normalize';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { createGeminiProvider } from './gemini';
import { localEngine, type LocalEngine } from './local';
import { createOpenAiProvider } from './openai';
import { atsPrompt, qualityPrompt, tailorPrompt, writingPrompt } from './prompts';
import { ProviderError, type JsonPrompt, type LlmProvider } from './provider';

/**
 * The analysis tasks answered by the configured AI provider. Every LLM answer is validated;
 * an invalid one is asked for once more, and if the provider still fails the local engine
 * answers and the response says so. The local provider answers directly.
 */

export interface Answer<T> {
  value: T;
  source: AnalysisSource;
}

/** The analysis tasks, each answer saying who gave it. */
export interface AnalysisAi {
  atsReport(input: AtsReportRequest): Promise<Answer<AtsReport>>;
  qualityReport(input: CvQualityRequest): Promise<Answer<QualityReport>>;
  tailor(input: { cvData: CvData; jobDescription: string }): Promise<Answer<TailoredResult>>;
  generateContent(input: GenerateContentRequest): Promise<Answer<string>>;
}

const LOCAL: AnalysisSource = { provider: 'local', fallback: false };

/** An LLM answer checked against its shape; `null` when it does not fit. */
type Validate<T> = (json: unknown) => T | null;

const fromSchema =
  <T>(schema: z.ZodType<T>): Validate<T> =>
  (json) => {
    const result = schema.safeParse(json);
    return result.success ? result.data : null;
  };

/** LLMs often answer 72.5 for an integer score: round before validating. */
const roundScore = (key: string) => (json: unknown) =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as Record<string, unknown>)[key] === 'number'
    ? { ...json, [key]: Math.round((json as Record<string, number>)[key]!) }
    : json;

const tailoredAnswerSchema = z.object({
  tailoredCV: z.unknown(),
  suggestions: z.array(tailorSuggestionSchema),
  coverLetter: z.string().trim().min(1),
});

/** The tailored CV must be a CV: normalised like an import, then checked by the CV schema. */
function validTailored(json: unknown) {
  const answer = tailoredAnswerSchema.safeParse(json);
  if (!answer.success) return null;
  const cv = parseCvData(answer.data.tailoredCV);
  return cv.success ? { ...answer.data, tailoredCV: cv.data } : null;
}

const textAnswerSchema = z.object({ text: z.string().trim().min(1) });

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

export function createAi(
  config: Config['ai'],
  options: { logger: FastifyBaseLogger; local?: LocalEngine },
): AnalysisAi {
  const local = options.local ?? localEngine;
  const provider = createProvider(config);

  async function ask<T>(
    prompt: Omit<JsonPrompt, 'schema'> & { schema: z.ZodType },
    validate: Validate<T>,
    fallback: () => T,
  ): Promise<Answer<T>> {
    if (!provider) return { value: fallback(), source: LOCAL };
    const request: JsonPrompt = { ...prompt, schema: jsonSchemaOf(prompt.schema) };
    let reason = 'returned an invalid answer twice';
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const text = await provider.completeJson(request, AbortSignal.timeout(config.timeoutMs));
        const value = validate(parseJson(text));
        if (value !== null) return { value, source: { provider: provider.name, fallback: false } };
        options.logger.warn({ task: prompt.task, attempt }, 'AI answer failed validation');
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        options.logger.warn(
          { task: prompt.task, status: error.status, err: error.message },
          'AI provider failed',
        );
        reason = error.message.replace(/^The AI provider /, '');
        break;
      }
    }
    return {
      value: fallback(),
      source: {
        provider: 'local',
        fallback: true,
        notice: `The AI provider ${reason}; our built-in analyzer answered instead.`,
      },
    };
  }

  return {
    atsReport: (input) =>
      ask(
        { task: 'ats-report', ...atsPrompt(input), schema: atsReportSchema },
        (json) => fromSchema(atsReportSchema)(roundScore('atsScore')(json)),
        () => local.atsReport(input),
      ),
    qualityReport: (input) =>
      ask(
        { task: 'cv-quality', ...qualityPrompt(input), schema: qualityReportSchema },
        (json) => fromSchema(qualityReportSchema)(roundScore('qualityScore')(json)),
        () => local.qualityReport(input),
      ),
    tailor: (input: { cvData: CvData; jobDescription: string }) =>
      ask(
        {
          task: 'tailored-cv',
          ...tailorPrompt(input),
          schema: tailoredAnswerSchema.extend({ tailoredCV: cvDataSchema }),
        },
        validTailored,
        () => local.tailor(input),
      ),
    generateContent: (input) =>
      ask(
        { task: 'generate-content', ...writingPrompt(input), schema: textAnswerSchema },
        (json) => fromSchema(textAnswerSchema)(json)?.text ?? null,
        () => local.generateContent(input),
      ),
  };
}

function parseJson(text: string): unknown {
  // Some local models wrap JSON in a Markdown fence despite being asked not to.
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
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
