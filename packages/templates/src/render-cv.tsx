import type { CvData } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import type { BuiltInTemplateName, CvTemplateResponse } from '@careercard/shared/cv-api';
import {
  americanOnePageLayout,
  resumeLayoutSchema,
  type ResumeLayout,
} from '@careercard/shared/resume-layout';
import { classicResume } from './cv/classic-resume';
import { defaultResume } from './cv/default-resume';
import { layoutResume } from './cv/layout-resume';
import { modernResume } from './cv/modern-resume';
import type { CvDocument } from './document';

/** The built-in templates by the names the spec gives them. */
const builtInTemplates: Record<BuiltInTemplateName, (cv: CvData) => CvDocument> = {
  DefaultResume: defaultResume,
  ClassicResume: classicResume,
  ModernResume: modernResume,
};

/** The spec's built-in demo: the American-style one-page layout, for when no template is found. */
export const demoLayout: ResumeLayout = resumeLayoutSchema.parse(americanOnePageLayout);

export type TemplateChoice = Pick<CvTemplateResponse, 'component' | 'layout'>;

/**
 * A CV drawn by its template: a built-in component, a JSON layout, or the demo layout. Entries
 * the user added and left blank are not drawn.
 */
export function renderCv(cv: CvData, template: TemplateChoice | undefined): CvDocument {
  const content = withoutBlankEntries(cv);
  if (template?.component) return builtInTemplates[template.component](content);
  return layoutResume(content, template?.layout ?? demoLayout);
}
