// Runs in Chromium, bundled by own-templates.ts: draws a gold CV with one of the product's
// templates on the product's paginated view, as the print page does, and unmarks the page
// once it is laid out with its fonts and its photo has loaded.
import type { CvData } from '@careercard/shared/cv';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv, type TemplateChoice } from '@careercard/templates/render-cv';
import { createRoot } from 'react-dom/client';

const { cv, template } = (
  window as unknown as { corpusCv: { cv: CvData; template: TemplateChoice } }
).corpusCv;

createRoot(document.getElementById('root')!).render(
  <PagedCv
    document={renderCv(cv, template)}
    onLayout={() =>
      void Promise.all([...document.images].map((image) => image.decode().catch(() => {}))).then(
        () => document.documentElement.removeAttribute('data-cv-pending'),
      )
    }
  />,
);
