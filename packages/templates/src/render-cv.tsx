import type { CvData } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import type { BuiltInTemplateName, CvTemplateResponse } from '@careercard/shared/cv-api';
import {
  americanOnePageLayout,
  layoutSourceKeys,
  resumeLayoutSchema,
  type ResumeLayout,
} from '@careercard/shared/resume-layout';
import {
  banglaCv,
  banglaCvDesign,
  bangladeshStandard,
  bangladeshStandardDesign,
} from './cv/bangladesh-resume';
import { classicDesign, classicResume } from './cv/classic-resume';
import { DEFAULT_LEAVES_OUT, defaultDesign, defaultResume } from './cv/default-resume';
import type { TemplateDesign } from './cv/design';
import { layoutResume } from './cv/layout-resume';
import { modernDesign, modernResume } from './cv/modern-resume';
import type { DrawOptions } from './cv/parts';
import type { SectionKey } from './cv/words';
import type { CvDocument } from './document';

/** A part of a CV a template may draw or leave out: a section, or the Bangladesh details. */
export type CvPart = SectionKey;

/** The built-in templates by their component names, their designs and the parts each leaves out. */
export const builtInTemplates: Record<
  BuiltInTemplateName,
  {
    draw: (cv: CvData, options: DrawOptions) => CvDocument;
    design: TemplateDesign;
    leavesOut: readonly CvPart[];
  }
> = {
  DefaultResume: {
    draw: defaultResume,
    design: defaultDesign,
    leavesOut: [...DEFAULT_LEAVES_OUT, 'bioData'],
  },
  ClassicResume: { draw: classicResume, design: classicDesign, leavesOut: ['bioData'] },
  ModernResume: { draw: modernResume, design: modernDesign, leavesOut: ['bioData'] },
  BangladeshStandard: {
    draw: bangladeshStandard,
    design: bangladeshStandardDesign,
    leavesOut: [],
  },
  BanglaCv: { draw: banglaCv, design: banglaCvDesign, leavesOut: [] },
};

/** The spec's built-in demo: the American-style one-page layout, for when no template is found. */
export const demoLayout: ResumeLayout = resumeLayoutSchema.parse(americanOnePageLayout);

export type TemplateChoice = Pick<CvTemplateResponse, 'component' | 'layout'>;

/**
 * A CV drawn by its template: a built-in component, a JSON layout, or the demo layout. Entries
 * the user added and left blank are not drawn; placeholders only when `options` asks (the
 * editor's live preview), never in anything that leaves the app.
 */
export function renderCv(
  cv: CvData,
  template: TemplateChoice | undefined,
  options: DrawOptions = {},
): CvDocument {
  const content = withoutBlankEntries(cv);
  if (template?.component) return builtInTemplates[template.component].draw(content, options);
  return layoutResume(content, template?.layout ?? demoLayout, options);
}

/**
 * The parts of a CV a template does not draw, in the editor's order: what the chooser tells.
 * JSON layouts draw no Bangladesh details: only the two Bangladeshi templates print them.
 */
export function leftOutBy(template: TemplateChoice | undefined): CvPart[] {
  if (template?.component) return [...builtInTemplates[template.component].leavesOut];
  const drawn = new Set(
    (template?.layout ?? demoLayout).sections.flatMap((section) =>
      section.type === 'Section' ? [section.source] : [],
    ),
  );
  return [...layoutSourceKeys.filter((source) => !drawn.has(source)), 'bioData'];
}

/** Whether the CV (without its blank entries) has something in this part. */
export function cvHasPart(cv: CvData, part: CvPart): boolean {
  if (part === 'summary') return cv.personal.summary.trim() !== '';
  // withoutBlankEntries keeps the bio-data only when a field says something.
  if (part === 'bioData') return cv.bioData !== undefined;
  return cv[part].length > 0;
}
