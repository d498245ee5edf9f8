import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * One file and a few small fields at most: text fields are held in memory, so their number and
 * size are bounded too.
 */
const LIMITS = { files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 11 };

/** The bytes of the one file sent as multipart `field`; everything else is a clear error. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const missing = new AppError(422, 'Please choose a file to upload.', {
    [field]: ['Please choose a file to upload.'],
  });
  if (!request.isMultipart()) throw missing;
  try {
    const part = await request.file({ limits: { ...LIMITS, fileSize: maxBytes } });
    if (!part || part.fieldname !== field) throw missing;
    const bytes = await part.toBuffer();
    // An empty file is no file: the user picked the wrong one or it failed to copy.
    if (bytes.length === 0) throw missing;
    return bytes;
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
}

function uploadError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const mb = Math.round(maxBytes / (1024 * 1024));
      return new AppError(413, `The file is too large. Please upload a file of at most ${mb} MB.`);
    }
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'Please upload one file at a time.');
    default:
      // The multipart parser's own errors ("Unexpected end of form", no boundary): the upload
      // was cut off or malformed, which a new try fixes.
      return new AppError(400, 'The upload was incomplete. Please try again.');
  }
}
