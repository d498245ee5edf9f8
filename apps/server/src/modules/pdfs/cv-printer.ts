import type { CvPreviewResponse } from '@careercard/shared/cv-api';
import { printPageHtml } from '@careercard/templates/print-page';
import { renderCv } from '@careercard/templates/render-cv';
import type { PrintAssets } from '../../infra/pdf/print-assets';
import { PRINT_PAGE_BASE, type PdfRenderer } from '../../infra/pdf/pdf-renderer';
import { fetchPublicPhoto, type PublicPhotoOptions } from '../../infra/pdf/public-photo';
import type { PhotoService } from '../photos/service';

export type CvPrinter = ReturnType<typeof createCvPrinter>;

const BENGALI = /[\u0980-\u09FF]/gu;
const LETTER = /\p{L}/gu;

/** "bn" for a CV written mostly in Bangla: the PDF's language, for screen readers. */
function languageOf(cv: CvPreviewResponse['cvData']): 'bn' | 'en' {
  const text = JSON.stringify(cv);
  const bengali = text.match(BENGALI)?.length ?? 0;
  return bengali * 2 > (text.match(LETTER)?.length ?? 0) ? 'bn' : 'en';
}

/** The same address written two ways ("HTTP://Example.com/a b" and "http://example.com/a%20b"). */
const sameAddress = (a: string, b: string | undefined) => {
  try {
    return b !== undefined && new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/**
 * Prints a CV to PDF: its template drawn on the server into a print page (the preview's blocks
 * and paginator), handed to Chromium with the built app's fonts and the CV's photo (ours from
 * storage; a pasted address of another site fetched only from a public address). The page gets
 * nothing else.
 */
export function createCvPrinter(options: {
  renderer: PdfRenderer;
  /** The built web app's style sheet, fonts and print-layout script (loadPrintAssets). */
  assets: () => Promise<PrintAssets>;
  photos: PhotoService;
  /** How a pasted photo address is fetched (tests reach their own server). */
  publicPhoto?: PublicPhotoOptions;
}) {
  const { renderer, photos } = options;
  let loaded: Promise<PrintAssets> | null = null;
  /** Read once; a failed read (no build yet) is tried again on the next PDF. */
  const printAssets = () => {
    loaded ??= options.assets().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };

  /** The print page's HTML for a CV, as the printer gets it. */
  async function pageOf(preview: CvPreviewResponse): Promise<string> {
    const { css, script } = await printAssets();
    return printPageHtml(renderCv(preview.cvData, preview.template), {
      title: preview.name,
      lang: languageOf(preview.cvData),
      css,
      script,
      baseUrl: PRINT_PAGE_BASE,
    });
  }

  return {
    pageOf,

    async print(preview: CvPreviewResponse): Promise<Buffer> {
      const { font } = await printAssets();
      return renderer.printPage(await pageOf(preview), {
        async resources(url) {
          const found = await font(new URL(url).pathname);
          if (found) return found;
          const photo = await photos.ofUrl(url);
          if (photo) return { body: photo.bytes, contentType: photo.contentType };
          return sameAddress(url, preview.cvData.personal.photoUrl)
            ? fetchPublicPhoto(url, options.publicPhoto)
            : null;
        },
      });
    },
  };
}
