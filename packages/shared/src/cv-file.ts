import { z } from 'zod';
import type { CvData } from './cv';
import { parseCvData } from './cv-normalize';
import { fromJsonResume, jsonResumeSchema } from './json-resume';

/** Our own export: the CV data with its name and template, as a versioned JSON document. */
export const CV_FILE_FORMAT = 'careercard-cv';

export interface CvFile {
  format: typeof CV_FILE_FORMAT;
  version: 1;
  name: string;
  templateName?: string;
  exportedAt: string;
  data: CvData;
}

export function toCvFile(name: string, data: CvData, templateName?: string): CvFile {
  return {
    format: CV_FILE_FORMAT,
    version: 1,
    name,
    ...(templateName ? { templateName } : {}),
    exportedAt: new Date().toISOString(),
    data,
  };
}

export class CvImportError extends Error {}

export interface ImportedCv {
  name?: string;
  templateName?: string;
  data: CvData;
}

const cvFileSchema = z.looseObject({
  format: z.literal(CV_FILE_FORMAT),
  name: z.string().optional(),
  templateName: z.string().optional(),
  data: z.unknown(),
});
const JSON_RESUME_SECTIONS = ['basics', 'work', 'volunteer', 'education', 'skills', 'projects'];

function validated(data: unknown): CvData {
  const result = parseCvData(data, { importing: true });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue?.path.join('.') ?? '';
  throw new CvImportError(
    `The file's CV data is not valid${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`,
  );
}

/** Reads a CareerCard CV file, a JSON Resume, or bare CV data, whichever the JSON is. */
export function readCvFile(json: unknown): ImportedCv {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new CvImportError('This file is not a CareerCard CV or a JSON Resume.');
  }
  const ours = cvFileSchema.safeParse(json);
  if (ours.success) {
    return {
      name: ours.data.name,
      templateName: ours.data.templateName,
      data: validated(ours.data.data),
    };
  }
  if ('personal' in json) return { data: validated(json) };
  if (JSON_RESUME_SECTIONS.some((section) => section in json)) {
    const resume = jsonResumeSchema.safeParse(json);
    if (!resume.success) {
      const [issue] = resume.error.issues;
      throw new CvImportError(
        `This JSON Resume is not valid at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
      );
    }
    const name: unknown = resume.data.basics?.name;
    return {
      ...(typeof name === 'string' && name ? { name } : {}),
      data: validated(fromJsonResume(resume.data)),
    };
  }
  throw new CvImportError('This file is not a CareerCard CV or a JSON Resume.');
}
