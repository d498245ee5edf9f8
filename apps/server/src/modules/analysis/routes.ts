import {
  atsReportRequestSchema,
  atsReportResponseSchema,
  cvQualityRequestSchema,
  cvQualityResponseSchema,
  generateContentRequestSchema,
  generateContentResponseSchema,
  parsedResumeResponseSchema,
  tailoredCvRequestSchema,
  tailoredCvResponseSchema,
} from '@careercard/shared/analysis';
import { cvUploadResponseSchema } from '@careercard/shared/upload';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../lib/upload';
import { callerOf } from '../../plugins/access';
import { atsReportAnswer, qualityReportAnswer, tailoredResultAnswer } from './report-language';
import type { AnalysisService, Requester } from './service';

const tags = ['analysis'];
const secured = { security: [{ bearer: [] }], tags };
const errors = { 422: validationErrorSchema, 429: messageSchema };
const fileErrors = { ...errors, 413: messageSchema, 415: messageSchema, 503: messageSchema };
/** Room for a CV at its 1 MB limit plus the job description. */
const TAILOR_BODY_LIMIT = 2 * 1024 * 1024;
const multipart = { consumes: ['multipart/form-data'] };

const requesterOf = (request: FastifyRequest): Requester => ({
  userId: request.caller?.account.id ?? null,
  ip: request.ip,
});
const me = (request: FastifyRequest) => callerOf(request).account.id;

export const analysisRoutes: FastifyPluginAsyncZod<{
  analysis: AnalysisService;
  uploadMaxBytes: number;
}> = async (app, { analysis, uploadMaxBytes }) => {
  app.post(
    '/api/user/ats-report',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'ATS report of a CV against a job description (open to visitors)',
        body: atsReportRequestSchema,
        response: { 200: atsReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await analysis.atsReport(requesterOf(request), request.body);
      const { value, source } = atsReportAnswer(request, reply, answer);
      return { success: true, data: { ...value, source } };
    },
  );

  app.post(
    '/api/user/cv-quality',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Quality report of a CV, without a job description',
        body: cvQualityRequestSchema,
        response: { 200: cvQualityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await analysis.cvQuality(me(request), request.body);
      const { value, source } = qualityReportAnswer(request, reply, answer);
      return { success: true, data: { ...value, source } };
    },
  );

  app.post(
    '/api/user/tailored-cv',
    {
      config: { access: 'user' },
      bodyLimit: TAILOR_BODY_LIMIT,
      schema: {
        ...secured,
        summary: 'A CV tailored to a job description, with suggestions and a cover letter',
        body: tailoredCvRequestSchema,
        response: { 200: tailoredCvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A tailoring given again is read from its payment in English, and said in the reader's.
      const answer = await analysis.tailoredCv(me(request), request.body);
      const { value, source } = tailoredResultAnswer(request, reply, answer);
      return { success: true, ...value, source };
    },
  );

  app.post(
    '/api/user/generate-content',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        summary: 'Writing help for one CV field',
        body: generateContentRequestSchema,
        response: { 201: generateContentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { value, source } = await analysis.generateContent(me(request), request.body);
      return reply.status(201).send({ success: true as const, data: { ...value, source } });
    },
  );

  app.post(
    '/api/user/cv/upload',
    {
      config: { access: 'public' },
      schema: {
        tags,
        ...multipart,
        summary: 'The text of a CV file (PDF, Word .docx, JPG or PNG) sent as multipart cvFile',
        response: { 200: cvUploadResponseSchema, ...fileErrors },
      },
    },
    async (request) => {
      const cvText = await analysis.uploadText(requesterOf(request), () =>
        readUpload(request, 'cvFile', uploadMaxBytes),
      );
      return { success: true, data: { cvText } };
    },
  );

  app.post(
    '/api/user/parse-resume',
    {
      config: { access: 'user' },
      schema: {
        ...secured,
        ...multipart,
        summary:
          'A CV file (PDF, Word .docx, JPG or PNG) sent as multipart resume_file, read into a CV',
        response: { 200: parsedResumeResponseSchema, ...fileErrors },
      },
    },
    async (request) => {
      const parsed = await analysis.parseResume(me(request), () =>
        readUpload(request, 'resume_file', uploadMaxBytes),
      );
      return { success: true as const, ...parsed };
    },
  );
};
