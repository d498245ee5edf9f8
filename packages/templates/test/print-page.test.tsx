import { sampleCv } from '@careercard/shared/cv-sample';
import { describe, expect, it } from 'vitest';
import { modernResume } from '../src/cv/modern-resume';
import { printPageHtml, type PrintLayoutData } from '../src/print-page';

const options = { lang: 'en', css: 'body{}', script: 'void 0', baseUrl: 'https://print.test/' };
const PHOTO = 'https://careercard.example/api/photos/1/photo.jpg';

/** The print page as a browser reads it. */
function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the print page', () => {
  it('holds one element per block, a photo’s preload going to the head', () => {
    const doc = modernResume({ ...sampleCv, personal: { ...sampleCv.personal, photoUrl: PHOTO } });
    const page = parse(printPageHtml(doc, { ...options, title: 'CV' }));

    const flow = page.querySelector('[data-cv-flow]')!;
    expect(flow.children).toHaveLength(doc.blocks.length);
    expect([...flow.children].every((child) => child.tagName === 'DIV')).toBe(true);
    expect(page.head.querySelector(`link[rel="preload"][href="${PHOTO}"]`)).not.toBeNull();
    const layout = JSON.parse(page.getElementById('cv-layout')!.textContent) as PrintLayoutData;
    expect(layout.blocks).toHaveLength(doc.blocks.length);
    expect(layout.blocks[1]).toEqual({ gapBefore: 15, keepWithNext: true, splittable: false });
  });

  it('keeps what the user wrote as text: a name or title cannot add markup or end the script', () => {
    const name = '</title><script>alert(1)</script>';
    const doc = modernResume({ ...sampleCv, personal: { ...sampleCv.personal, name } });
    const page = parse(printPageHtml(doc, { ...options, title: name, script: 'x = "</script>"' }));

    expect(page.title).toBe(name);
    expect(page.querySelector('[data-cv-flow] h1')?.textContent).toBe(name);
    expect(page.querySelectorAll('script')).toHaveLength(2); // the layout data and the script
    expect(page.querySelectorAll('script')[1]!.textContent).toBe('x = "<\\/script>"');
  });
});
