import { builtInTemplateNames } from '@careercard/shared/cv-api';
import { emptyCvData, type CvData } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';
import { layoutSourceKeys, resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultResume } from '../src/cv/default-resume';
import type { CvDocument } from '../src/document';
import { PagedCv } from '../src/paged-cv';
import { demoLayout, renderCv, type TemplateChoice } from '../src/render-cv';

/** Every entry a user can add and leave blank, in every list. */
const blankEntries = {
  experience: [
    {
      id: 'b-exp',
      title: '',
      company: '',
      location: 'Rupnagar',
      type: 'Full-time',
      startDate: 'Jan 2020',
      endDate: 'Present',
      description: '',
    },
  ],
  education: [
    {
      id: 'b-edu',
      degree: '',
      institution: ' ',
      location: '',
      startDate: '2019',
      endDate: '',
      description: '',
    },
  ],
  skills: [{ id: 'b-skill', name: '', level: 'Intermediate' }],
  languages: [{ id: 'b-lang', name: ' ', fluency: 'Conversational' }],
  projects: [{ id: 'b-proj', name: '', url: '', description: '', label: 'Open source' }],
  extracurricular: [{ id: 'b-act', name: '', role: '', description: '' }],
  certifications: [{ id: 'b-cert', name: '', issuer: '', date: 'May 2023' }],
  tools: [{ id: 'b-tool', name: '' }],
  achievements: [{ id: 'b-ach', title: '', description: '' }],
  publications: [{ id: 'b-pub', title: '', publisher: '', date: '2021', url: '' }],
  references: [{ id: 'b-ref', name: '', title: '', company: '', contact: 'On request' }],
} satisfies Omit<CvData, 'personal'>;

const withBlanks = (cv: CvData): CvData => {
  const result = { ...cv, personal: { ...cv.personal } };
  result.personal.links = [...cv.personal.links, { id: 'b-link', label: 'Portfolio', url: '' }];
  for (const [key, entries] of Object.entries(blankEntries)) {
    (result as Record<string, unknown>)[key] = [
      ...(cv[key as keyof typeof blankEntries] as unknown[]),
      ...entries,
    ];
  }
  return result;
};

/** A layout an admin could upload that draws every part of a CV in every way a layout can. */
const everyWayLayout = resumeLayoutSchema.parse({
  name: 'Every way',
  layout: { fontFamily: 'Inter' },
  sections: [
    { type: 'Header', layout: 'left' },
    ...layoutSourceKeys.flatMap((source) =>
      (['list', 'inline', 'grid'] as const).map((layout) => ({
        type: 'Section',
        title: `${source} ${layout}`,
        source,
        layout,
      })),
    ),
  ],
});

const templates: Array<[string, TemplateChoice]> = [
  ...builtInTemplateNames.map((name): [string, TemplateChoice] => [
    name,
    { component: name, layout: null },
  ]),
  ['American One-Page', { component: null, layout: demoLayout }],
  ['a layout using every section', { component: null, layout: everyWayLayout }],
];

const cvs: Array<[string, CvData]> = [
  ['every section empty', emptyCvData()],
  ['every section full', sampleCv],
];

// jsdom has no font loading; the preview waits for fonts, which here are loaded at once.
Object.defineProperty(document, 'fonts', {
  value: Object.assign(new EventTarget(), { load: async () => [], ready: Promise.resolve() }),
});

// React reports a render error through console.error even when a boundary catches it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Draws a document as the preview does and answers the text it shows. */
function draw(doc: CvDocument): string {
  render(<PagedCv document={doc} />);
  return document.body.textContent ?? '';
}

describe('every template draws every CV', () => {
  for (const [templateName, template] of templates) {
    for (const [cvName, cv] of cvs) {
      it(`${templateName}, ${cvName}, and entries left blank draw nothing`, () => {
        const text = draw(renderCv(cv, template));
        cleanup();
        const withBlankText = draw(renderCv(withBlanks(cv), template));
        expect(errors).toEqual([]);
        expect(text).not.toContain('could not be shown');
        expect(withBlankText).toBe(text);
        if (cv === sampleCv) expect(text).toContain('Kubernetes');
      });
    }
  }
});

describe('a part of a CV that cannot be drawn', () => {
  it('is named in its place while the rest of the CV shows', () => {
    // Data of a shape the editor never saves (a skill named by a number) breaks its section.
    const broken = {
      ...sampleCv,
      skills: [{ id: 's', name: 42, level: 'Expert' }],
    } as unknown as CvData;
    const text = draw(defaultResume(broken));
    expect(text).toContain('The Skills section could not be shown.');
    expect(text).toContain('Padma Softworks Ltd.');
    expect(text).toContain('Bangla (Native)');
  });

  it('is named when it fails while it is drawn', () => {
    const Broken = () => {
      throw new Error('a template bug');
    };
    const doc = defaultResume(sampleCv);
    const at = doc.blocks.findIndex((block) => block.section === 'Education');
    doc.blocks[at] = { ...doc.blocks[at]!, node: <Broken />, text: undefined };
    const text = draw(doc);
    expect(text).toContain('The Education section could not be shown.');
    expect(text).toContain('Padma Softworks Ltd.');
  });
});

describe('switching templates', () => {
  it('draws a template with fewer blocks than the one before it', () => {
    // jsdom lays nothing out; give every element a box so the pages are laid out for real.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
    const cv = { ...emptyCvData(), personal: { ...emptyCvData().personal, name: 'Nusrat Jahan' } };
    const cvWithSkill = { ...cv, skills: [{ id: 's', name: '', level: 'Intermediate' as const }] };
    const { rerender } = render(
      <PagedCv document={renderCv(withBlanks(sampleCv), templates[0]![1])} />,
    );
    expect(document.querySelectorAll('[data-cv-page]').length).toBeGreaterThan(0);
    act(() => rerender(<PagedCv document={renderCv(cvWithSkill, templates[3]![1])} />));
    expect(document.querySelector('[data-cv-page]')?.textContent).toContain('Nusrat Jahan');
    expect(errors).toEqual([]);
  });
});
