import type { CvTemplateSummary } from '@careercard/shared/cv-api';
import { sampleFor } from './sample-for';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv } from '@careercard/templates/render-cv';
import { useMemo } from 'react';
import { FitWidth } from '@/components/ui/fit-width';
import { Spinner } from '@/components/ui/spinner';
import { useTemplate } from '../api/get-template';

/** The first page of the sample CV in a template, or the admin's picture of it. */
export function TemplateThumbnail({ template }: { template: CvTemplateSummary }) {
  const details = useTemplate(template.thumbnail_url ? undefined : template.id);
  const document = useMemo(
    () => (details.data ? renderCv(sampleFor(details.data), details.data) : undefined),
    [details.data],
  );

  if (template.thumbnail_url) {
    return (
      <img
        src={template.thumbnail_url}
        alt=""
        className="aspect-[210/297] w-full object-cover object-top"
      />
    );
  }
  return (
    <div
      className="pointer-events-none aspect-[210/297] w-full overflow-hidden bg-white"
      aria-hidden
      inert
    >
      {document ? (
        <FitWidth contentWidth={PAGE_WIDTH_PX}>
          <PagedCv document={document} maxPages={1} />
        </FitWidth>
      ) : (
        <div className="flex h-full items-center justify-center text-slate-400">
          <Spinner />
        </div>
      )}
    </div>
  );
}
