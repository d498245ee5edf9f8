import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TOO_LARGE_MESSAGE,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@careercard/shared/account';
import { summariseErrors } from '@careercard/shared/validation';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** A few short text fields and one photo: everything else is refused before it is read. */
const LIMITS = {
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 11,
  fileSize: PROFILE_PHOTO_MAX_BYTES,
};

/**
 * The profile form as sent: multipart (name, email, phone, and an optional `photo` file) or
 * JSON without a photo. Fields are checked with the shared schema; problems are a 422 by field.
 */
export async function readProfileForm(
  request: FastifyRequest,
): Promise<{ input: ProfileUpdate; photo: Buffer | undefined }> {
  const fields: Record<string, unknown> = {};
  let photo: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: LIMITS })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname !== 'photo') continue;
          // An empty file part is a form sent with no file chosen.
          if (bytes.length > 0) photo = bytes;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw formError(error);
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }

  const parsed = profileUpdateSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body';
      (errors[field] ??= []).push(issue.message);
    }
    throw new AppError(422, summariseErrors(errors), errors);
  }
  return { input: parsed.data, photo };
}

function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, PROFILE_PHOTO_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'Please send one photo and the profile fields only.');
    default:
      return new AppError(400, 'The upload was incomplete. Please try again.');
  }
}
