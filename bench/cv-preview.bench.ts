// The live preview after a keystroke: a three-page CV open in the editor in Chromium; text is
// added to the summary (top of page one, so all three pages are laid out again) and the time
// until the preview shows it, painted, is measured in the page itself.
import { longSampleCv } from '@careercard/shared/cv-sample';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';
import { percentile, round, withTarget } from './target-process';

const KEYSTROKES = 60;
const WARM_UP = 10;

/**
 * Runs in the page: types `count` times and returns each update's time in ms. A string, so
 * the page gets it exactly as written (the TypeScript loader would add helpers to a function).
 */
const typeAndTime = `async (count) => {
  const field = document.querySelector('#personal-summary');
  const preview = document.querySelector('[aria-label="CV preview"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const marker = 'q' + i + 'z';
    const started = performance.now();
    setValue.call(field, field.value + ' ' + marker);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    while (!preview.textContent.includes(marker)) await frame();
    await frame();
    times.push(performance.now() - started);
  }
  return times;
}`;
const timeKeystrokes = (page: Page, count: number) =>
  page.evaluate<number[]>(`(${typeAndTime})(${count})`);

export async function run() {
  return withTarget(async (target) => {
    const response = await fetch(`${target.appUrl}/api/user/cvs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ name: 'Preview bench', data: longSampleCv() }),
    });
    const { data: cv } = (await response.json()) as { data: { id: string } };
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const user = {
        id: target.userId,
        name: 'Bench User',
        email: 'bench@example.test',
        role: 'user',
        permissions: [],
      };
      await page.addInitScript(
        ([token, stored]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', stored);
        },
        [target.token, JSON.stringify(user)] as const,
      );
      await page.goto(`${target.appUrl}/dashboard/my-cvs/${cv.id}`);
      await page.locator('[aria-label="CV preview"] [data-cv-page]').nth(2).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await timeKeystrokes(page, WARM_UP);
      const times = await timeKeystrokes(page, KEYSTROKES);
      const pages = await page.locator('[aria-label="CV preview"] [data-cv-page]').count();
      return {
        name: 'cv-preview',
        pages,
        keystrokes: KEYSTROKES,
        rerenderMs: {
          median: round(percentile(times, 50)),
          p95: round(percentile(times, 95)),
          max: round(Math.max(...times)),
        },
      };
    } finally {
      await browser.close();
    }
  });
}
