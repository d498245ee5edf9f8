import type {
  AnalysisSource,
  AtsReport,
  QualityReport,
  TailoredResult,
} from '@careercard/shared/analysis';
import type { Locale } from '@careercard/shared/locale';
import { localizeReportText } from '@careercard/shared/report-bn';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '../../infra/ai';
import { varyOnLanguage } from '../../lib/vary';

/**
 * The reports' commentary in the reader's language, on the way out: the engine and the stored
 * tailorings keep the English contract, and a request whose Accept-Language picks Bangla reads
 * the summary, strengths, suggestions and the provider's notice in Bangla. What goes into a CV
 * (the tailored CV, the cover letter, keywords, scores) stays as it is. English answers are
 * the very objects the engine gave.
 */

type Reword = (text: string) => string;

const atsReportIn = (report: AtsReport, reword: Reword): AtsReport => ({
  ...report,
  summary: reword(report.summary),
  strengths: report.strengths.map(reword),
  suggestions: report.suggestions.map(reword),
});

const qualityReportIn = (report: QualityReport, reword: Reword): QualityReport => ({
  ...report,
  summary: reword(report.summary),
  strengths: report.strengths.map(reword),
  suggestions: report.suggestions.map(reword),
  ...(report.parts && {
    parts: report.parts.map((part) => ({ ...part, finding: reword(part.finding) })),
  }),
});

/** Only what tailoring says about the CV; the CV and the cover letter are the user's. */
const tailoredResultIn = (result: TailoredResult, reword: Reword): TailoredResult => ({
  ...result,
  suggestions: result.suggestions.map(({ area, suggestion }) => ({
    area: reword(area),
    suggestion: reword(suggestion),
  })),
});

const sourceIn = (source: AnalysisSource, reword: Reword): AnalysisSource =>
  source.notice === undefined ? source : { ...source, notice: reword(source.notice) };

function answerIn<T>(
  reportIn: (value: T, reword: Reword) => T,
): (request: FastifyRequest, reply: FastifyReply, answer: Answer<T>) => Answer<T> {
  return (request, reply, answer) => {
    // The same URL answers in either language: the English answer says so to caches too.
    varyOnLanguage(reply);
    const locale: Locale = request.locale;
    if (locale === 'en') return answer;
    const reword: Reword = (text) => localizeReportText(text, locale);
    return { value: reportIn(answer.value, reword), source: sourceIn(answer.source, reword) };
  };
}

/** Each report in the language of the request, with Vary: Accept-Language on the reply. */
export const atsReportAnswer = answerIn(atsReportIn);
export const qualityReportAnswer = answerIn(qualityReportIn);
export const tailoredResultAnswer = answerIn(tailoredResultIn);
