import type { AdminCvTemplate } from '@careercard/shared/cv-templates-admin';
import { sampleCv } from '@careercard/shared/cv-sample';
import { resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { PAGE_WIDTH_PX } from '@careercard/templates/document';
import { PagedCv } from '@careercard/templates/paged-cv';
import { renderCv } from '@careercard/templates/render-cv';
import { useMemo, useState } from 'react';
import { FitWidth } from '@/components/ui/fit-width';
import { cn } from '@/lib/cn';

/** How the template draws: its component, or its layout (the demo when it has none). */
function choiceOf(template: AdminCvTemplate) {
  if (template.component) return { component: template.component, layout: null };
  if (template.json_content === null) return { component: null, layout: null };
  let value: unknown;
  try {
    value = JSON.parse(template.json_content);
  } catch {
    value = undefined;
  }
  const layout = resumeLayoutSchema.safeParse(value);
  return { component: null, layout: layout.success ? layout.data : null };
}

/**
 * A template's card picture: its thumbnail (the admin's, or the one the server drew), or, when
 * it has none or it does not load, the sample CV's first page drawn here.
 */
export function TemplatePicture({ template }: { template: AdminCvTemplate }) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = template.thumbnail_url && broken !== template.thumbnail_url;
  const document = useMemo(
    () => (picture ? undefined : renderCv(sampleCv, choiceOf(template))),
    [picture, template],
  );
  const look = 'aspect-[210/297] w-full bg-white';

  if (picture) {
    return (
      <img
        src={template.thumbnail_url!}
        alt=""
        loading="lazy"
        onError={() => setBroken(template.thumbnail_url)}
        className={cn(look, 'object-cover object-top')}
      />
    );
  }
  return (
    <div className={cn(look, 'pointer-events-none overflow-hidden')} aria-hidden inert>
      {document && (
        <FitWidth contentWidth={PAGE_WIDTH_PX}>
          <PagedCv document={document} maxPages={1} />
        </FitWidth>
      )}
    </div>
  );
}
