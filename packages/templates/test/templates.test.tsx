import { emptyCvData } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';
import { resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { classicResume, CLASSIC_PAGE_PADDING_IN } from '../src/cv/classic-resume';
import { defaultResume } from '../src/cv/default-resume';
import { fillPattern } from '../src/cv/content';
import { layoutResume, selfHostedFont } from '../src/cv/layout-resume';
import { modernResume } from '../src/cv/modern-resume';
import type { CvDocument } from '../src/document';
import { demoLayout, leftOutBy, renderCv, type TemplateChoice } from '../src/render-cv';

/** The document's markup, block by block. */
const markupOf = (doc: CvDocument) =>
  doc.blocks
    .map((block) => (block.text ? block.text.value : renderToStaticMarkup(<>{block.node}</>)))
    .join('\n');

/** The document as the text a reader sees, block by block. */
const textOf = (doc: CvDocument) =>
  doc.blocks
    .map((block) => (block.text ? block.text.value : renderToStaticMarkup(<>{block.node}</>)))
    .join('\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const cv = {
  ...sampleCv,
  achievements: [{ id: 'a1', title: 'Engineer of the Year', description: 'Led the migration.' }],
};

/** Every template a CV can be drawn in: the built-ins and the American One-Page layout. */
const everyTemplate: Array<[string, TemplateChoice]> = [
  ['DefaultResume', { component: 'DefaultResume', layout: null }],
  ['ClassicResume', { component: 'ClassicResume', layout: null }],
  ['ModernResume', { component: 'ModernResume', layout: null }],
  ['American One-Page', { component: null, layout: demoLayout }],
];

/** An imported CV: its jobs were read, its name, title and e-mail address were not. */
const imported = {
  ...cv,
  personal: { ...cv.personal, name: '', title: '', email: '', phone: '' },
};

describe('placeholders', () => {
  it("DefaultResume's live preview shows the spec's placeholders in an empty header, greyed and marked", () => {
    const doc = defaultResume(emptyCvData(), { placeholders: true });
    const text = textOf(doc);
    expect(text).toContain('Your Name');
    expect(text).toContain('Your Professional Title');
    expect(text).toContain('your.email@example.com');
    expect(doc.blocks).toHaveLength(1); // the header, no section titles
    const html = renderToStaticMarkup(<>{doc.blocks[0]!.node}</>);
    expect(html.match(/data-placeholder=""/g)).toHaveLength(3);
    expect(html).toContain('opacity:0.45');
    expect(html).not.toContain('mailto:your.email'); // an example is no link
  });

  for (const [name, template] of everyTemplate) {
    it(`${name} prints only what the CV says: no placeholder, no empty header`, () => {
      const html = markupOf(renderCv(imported, template));
      expect(html).not.toMatch(/Your Name|Your Professional Title|your\.email@|data-placeholder/i);
      expect(html).toContain('Padma Softworks Ltd.');
      expect(renderCv(emptyCvData(), template).blocks).toEqual([]);
    });

    it(`${name} previews an empty name as a greyed placeholder`, () => {
      const doc = renderCv(imported, template, { placeholders: true });
      expect(doc.placeholders).toBe(true); // the preview says what greyed text is
      expect(renderCv(cv, template, { placeholders: true }).placeholders).toBe(false);
      const html = markupOf(doc);
      expect(html).toMatch(/<span data-placeholder="" style="[^"]*">Your Name<\/span>/);
    });
  }
});

describe('DefaultResume', () => {
  it('draws each line of a job description as a bullet, without its leading "- "', () => {
    const doc = defaultResume({
      ...emptyCvData(),
      experience: [
        {
          id: 'e',
          title: 'Analyst',
          company: 'Borak Traders',
          location: '',
          startDate: '',
          endDate: '',
          description: '- Closed 12 audits\nTrained 4 staff\n- Cut costs',
        },
      ],
    });
    const bullets = doc.blocks.filter((block) => block.text?.value.startsWith('•'));
    expect(bullets.map((block) => block.text?.value)).toEqual([
      '•\u00a0Closed 12 audits',
      '•\u00a0Trained 4 staff',
      '•\u00a0Cut costs',
    ]);
  });

  it('draws every description written as "- " lines as bullets, and a plain line as a paragraph', () => {
    const doc = defaultResume({
      ...emptyCvData(),
      projects: [
        {
          id: 'p',
          name: 'Hisab',
          url: '',
          label: '',
          description: '- Built offline sync\n- Reached 3,000 shops',
        },
      ],
      education: [
        {
          id: 'e',
          degree: 'BSc',
          institution: 'Meghna University',
          location: '',
          startDate: '',
          endDate: '',
          description: 'CGPA 3.78 / 4.00.',
        },
      ],
    });
    const texts = doc.blocks.flatMap((block) => (block.text ? [block.text.value] : []));
    expect(texts).toEqual([
      'CGPA 3.78 / 4.00.',
      '•\u00a0Built offline sync',
      '•\u00a0Reached 3,000 shops',
    ]);
  });

  it("shows an achievement's description, and neither activities nor references", () => {
    const text = textOf(defaultResume(cv));
    expect(text).toContain('Led the migration.');
    expect(text).not.toContain('Engineer of the Year');
    expect(text).not.toContain('Extracurricular Activities');
    expect(text).not.toContain('Rupnagar JavaScript Meetup');
    expect(text).not.toContain('References');
  });

  it('uses the default layout: 10.5pt, line height 1.4, 0.75in margins', () => {
    const doc = defaultResume(cv);
    expect(doc.pageStyle).toMatchObject({ fontSize: '10.5pt', lineHeight: 1.4 });
    expect(doc.margins).toEqual({ top: 0.75, right: 0.75, bottom: 0.75, left: 0.75 });
  });
});

describe('ClassicResume and ModernResume', () => {
  for (const [name, template] of [
    ['Classic', classicResume],
    ['Modern', modernResume],
  ] as const) {
    it(`${name} shows an achievement's title, activities and references`, () => {
      const text = textOf(template(cv));
      expect(text).toContain('Engineer of the Year');
      expect(text).not.toContain('Led the migration.');
      expect(text).toContain('Extracurricular Activities');
      expect(text).toContain('Rupnagar JavaScript Meetup');
      expect(text).toContain('References');
      expect(text).toContain('Dr. Kamrul Hasan');
    });
  }

  it('Classic keeps the 0.20in page padding (its frame) and text inside it', () => {
    const doc = classicResume(cv);
    expect(CLASSIC_PAGE_PADDING_IN).toBe(0.2);
    expect(renderToStaticMarkup(<>{doc.decoration}</>)).toContain('inset:0.2in');
    expect(doc.margins.left).toBeGreaterThan(0.2);
  });

  it('every template links e-mail and web addresses, and never a script', () => {
    const withScript = {
      ...cv,
      personal: {
        ...cv.personal,
        links: [...cv.personal.links, { id: 'x', label: 'Site', url: 'javascript:alert(1)' }],
        photoUrl: 'javascript:alert(1)',
      },
      projects: cv.projects.map((project) => ({ ...project, url: 'data:text/html,hi' })),
    };
    for (const template of [defaultResume, classicResume, modernResume]) {
      const html = template(withScript)
        .blocks.map((b) => renderToStaticMarkup(<>{b.node}</>))
        .join('');
      expect(html).toContain('href="mailto:tanjila.rahman@example.com"');
      expect(html).toContain('href="https://linkedin.example.com/in/tanjila-rahman"');
      expect(html).not.toMatch(/(href|src)="(javascript|data):/);
    }
  });
});

describe('data-driven layouts', () => {
  it('fills item patterns and drops separators left by empty fields', () => {
    expect(fillPattern('{title}, {location}', { title: 'Analyst', location: '' })).toBe('Analyst');
    expect(fillPattern('{startDate} – {endDate}', { startDate: 'Jan 2020', endDate: '' })).toBe(
      'Jan 2020',
    );
    expect(fillPattern('{name} ({fluency})', { name: 'Bangla', fluency: 'Native' })).toBe(
      'Bangla (Native)',
    );
    expect(fillPattern('{name} ({fluency})', { name: 'Bangla', fluency: '' })).toBe('Bangla');
  });

  it('draws an uploaded layout from its settings alone', () => {
    const layout = resumeLayoutSchema.parse({
      layout: {
        fontFamily: 'Georgia',
        fontSize: '11pt',
        lineHeight: 1.5,
        primaryColor: '#123456',
        margins: { top: 1, right: 0.5, bottom: 1, left: 0.5 },
      },
      sections: [
        { type: 'Header', layout: 'left' },
        {
          type: 'Section',
          title: 'Core Skills',
          source: 'skills',
          layout: 'inline',
          itemLayout: { title: '{name}' },
        },
        {
          type: 'Section',
          title: 'Career',
          source: 'experience',
          itemLayout: {
            title: '{company}',
            subtitle: '{title}',
            bullets: true,
            description: '{description}',
          },
        },
        { type: 'Section', title: 'Referees', source: 'references' },
      ],
    });
    const doc = layoutResume(cv, layout);
    const text = textOf(doc);
    expect(text).toContain('Core Skills');
    expect(text).toContain('TypeScript · React · Node.js');
    expect(text).toContain('Padma Softworks Ltd.');
    expect(text).toContain('Referees');
    expect(text).not.toContain('Education'); // not in the layout
    expect(doc.pageStyle).toMatchObject({ fontSize: '11pt', lineHeight: 1.5, color: '#123456' });
    expect(doc.pageStyle.fontFamily).toContain('Source Serif 4');
    expect(doc.margins).toEqual({ top: 1, right: 0.5, bottom: 1, left: 0.5 });
  });

  it('maps any font to a self-hosted one, so print breaks pages as the preview does', () => {
    expect(selfHostedFont('Times New Roman')).toContain('Source Serif 4');
    expect(selfHostedFont('Open Sans')).toContain("'Inter'");
  });

  it('American One-Page draws every part of a filled CV', () => {
    const text = textOf(renderCv(cv, { component: null, layout: demoLayout }));
    for (const shown of [
      'Tools',
      'Git · Docker · Figma',
      'Achievements',
      'Engineer of the Year',
      'Led the migration.',
      'Publications',
      'Designing payments for unreliable networks',
      'Extracurricular Activities',
      'Rupnagar JavaScript Meetup',
      'References',
      'Dr. Kamrul Hasan',
    ]) {
      expect(text).toContain(shown);
    }
    expect(leftOutBy({ component: null, layout: demoLayout })).toEqual(['bioData']);
  });

  it('names what a template leaves out, for the chooser to say', () => {
    expect(leftOutBy({ component: 'DefaultResume', layout: null })).toEqual([
      'extracurricular',
      'references',
      'bioData',
    ]);
    // Only the Bangladeshi templates print the Bangladesh details.
    expect(leftOutBy({ component: 'ClassicResume', layout: null })).toEqual(['bioData']);
    expect(leftOutBy({ component: 'BangladeshStandard', layout: null })).toEqual([]);
    expect(leftOutBy({ component: 'BanglaCv', layout: null })).toEqual([]);
    const skillsOnly = resumeLayoutSchema.parse({
      layout: {},
      sections: [{ type: 'Section', title: 'Skills', source: 'skills' }],
    });
    expect(leftOutBy({ component: null, layout: skillsOnly })).not.toContain('skills');
    expect(leftOutBy({ component: null, layout: skillsOnly })).toContain('experience');
  });

  it('falls back to the American one-page demo when no template is found', () => {
    const text = textOf(renderCv(cv, undefined));
    expect(demoLayout.name).toBe('American One-Page');
    expect(text).toContain('Tanjila Rahman');
    expect(text).toContain('Experience');
    expect(renderCv(cv, { component: 'ClassicResume', layout: null }).decoration).toBeDefined();
  });
});
