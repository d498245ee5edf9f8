import { bangladeshSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { leftOutBy, type TemplateChoice } from '@careercard/templates/render-cv';

/** The sample CV a template is shown with: the Bangladeshi one where it prints the bio-data. */
export const sampleFor = (template: TemplateChoice | undefined) =>
  leftOutBy(template).includes('bioData') ? sampleCv : bangladeshSampleCv;
