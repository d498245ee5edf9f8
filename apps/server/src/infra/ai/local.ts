import { analyzeAts } from '@careercard/engine/ats';
import { analyzeQuality } from '@careercard/engine/quality';
import { tailorCv } from '@careercard/engine/tailor';
import { writeWithNote, type WrittenText } from '@careercard/engine/writing-help';
import type {
  AtsReport,
  AtsReportRequest,
  CvQualityRequest,
  GenerateContentRequest,
  QualityReport,
  TailoredResult,
} from '@careercard/shared/analysis';
import type { CvData } from '@careercard/shared/cv';

/** The offline engine: the default provider, and the fallback when an LLM fails. */
export interface LocalEngine {
  atsReport(input: AtsReportRequest): AtsReport;
  qualityReport(input: CvQualityRequest): QualityReport;
  tailor(input: { cvData: CvData; jobDescription: string }): TailoredResult;
  generateContent(input: GenerateContentRequest): WrittenText;
}

export const localEngine: LocalEngine = {
  atsReport: (input) => analyzeAts(input.cvText, input.jobDescription),
  qualityReport: (input) => analyzeQuality(input.cvText),
  tailor: (input) => tailorCv(input.cvData, input.jobDescription),
  generateContent: (input) => writeWithNote(input),
};
