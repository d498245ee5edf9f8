import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

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
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw missing;
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = Math.round(maxBytes / (1024 * 1024));
      throw new AppError(413, `The file is too large. Please upload a file of at most ${mb} MB.`);
    }
    throw error;
  }
}
