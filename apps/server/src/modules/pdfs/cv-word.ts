import type { CvPreviewResponse } from '@careercard/shared/cv-api';
import { cvToWord, type WordImage } from '@careercard/templates/word';
import { detectImageKind, imageSize } from '../../lib/file-kind';
import type { PhotoService } from '../photos/service';

export type CvWordWriter = ReturnType<typeof createCvWordWriter>;

/**
 * Writes the Word file of a CV as its PDF shows it (issue 45). The photo and the signature go
 * in when they are our own uploads; an address elsewhere is not fetched (as the printer, which
 * loads only our own), so the Word file then has the text alone.
 */
export function createCvWordWriter({ photos }: { photos: PhotoService }) {
  async function imageAt(url: string | undefined): Promise<WordImage | undefined> {
    const stored = await photos.ofUrl(url);
    if (!stored) return undefined;
    const kind = detectImageKind(stored.bytes);
    const size = kind === 'jpeg' || kind === 'png' ? imageSize(stored.bytes, kind) : null;
    if (!size) return undefined;
    return { data: stored.bytes, type: kind === 'png' ? 'png' : 'jpg', ...size };
  }

  return {
    async write(preview: CvPreviewResponse): Promise<Buffer> {
      const { cvData } = preview;
      const [photo, signature] = await Promise.all([
        imageAt(cvData.personal.photoUrl),
        imageAt(cvData.bioData?.signatureUrl),
      ]);
      return cvToWord(cvData, preview.template, { photo, signature });
    },
  };
}
