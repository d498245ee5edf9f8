import { TemplateSamplePage } from '@/features/cv-templates-admin/components/template-sample-page';

/**
 * /cv-template-sample: a template drawn with the sample CV, for the server's headless browser
 * to photograph as the template's thumbnail (it hands the template to the page itself).
 */
export function Component() {
  return <TemplateSamplePage />;
}
