import { z } from 'zod';

export const atsReportRequestSchema = z.object({
  cvText: z.string(),
  jobDescription: z.string(),
});
export type AtsReportRequest = z.infer<typeof atsReportRequestSchema>;

export const atsReportSchema = z.object({
  atsScore: z.number().min(0).max(100),
  summary: z.string(),
  strengths: z.array(z.string()),
  suggestions: z.array(z.string()),
});
export type AtsReport = z.infer<typeof atsReportSchema>;

export const atsReportResponseSchema = z.object({ data: atsReportSchema });

/** The spec's score colours: below 50 red, 50 to 74 yellow, 75 and above green. */
export type ScoreBand = 'low' | 'medium' | 'high';
export function scoreBand(score: number): ScoreBand {
  if (score < 50) return 'low';
  if (score < 75) return 'medium';
  return 'high';
}
