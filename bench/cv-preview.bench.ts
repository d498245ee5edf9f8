// The live preview after a keystroke: a three-page CV open in the editor in Chromium; text is
// added to the summary (top of page one, so all three pages are laid out again) and timed in
// the page itself, three ways:
// - rerenderMs: until the first frame that shows the change is painted. Each keystroke lands at
//   a random point of a frame, as a typed key does (a seeded sequence, the same every run).
// - workMs: until the preview holds the change, laid out (the main thread's work for it).
// - inputMs: until the form shows the keystroke (the preview follows in a deferred render,
//   so typing never waits for it).
// - frameAlignedMs: the measure before issue 41, for comparison. Each keystroke starts right
//   after a frame and the clock stops a whole frame after the change is found, so it counts in
//   frames of 16.7 ms: two at best for a preview that follows the form through a deferred value.
import { longSampleCv } from '@careercard/shared/cv-sample';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';
import { percentile, round, withTarget } from './target-process';

const KEYSTROKES = 60;
const WARM_UP = 10;

/**
 * Runs in the page: types `count` times and returns each update's times in ms. A string, so
 * the page gets it exactly as written (the TypeScript loader would add helpers to a function).
 */
const typeAndTime = `async ({ count, aligned, run }) => {
  const field = document.querySelector('#personal-summary');
  const preview = document.querySelector('[aria-label="CV preview"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let seed = 41;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const marker = run + i + 'z';
    await frame();
    if (!aligned) await later(Math.floor(random() * 16));
    let laidOut;
    const observer = new MutationObserver(() => {
      if (laidOut === undefined && preview.textContent.includes(marker)) {
        preview.getBoundingClientRect();
        laidOut = performance.now();
      }
    });
    observer.observe(preview, { subtree: true, childList: true, characterData: true });
    const started = performance.now();
    setValue.call(field, field.value + ' ' + marker);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const typed = performance.now();
    if (aligned) {
      while (!preview.textContent.includes(marker)) await frame();
      await frame();
    } else {
      // A frame's callbacks run before its paint: the first one that finds the change is the
      // frame that paints it, and a task queued there runs once that paint is done.
      do await frame();
      while (!preview.textContent.includes(marker));
      await later(0);
    }
    const painted = performance.now();
    observer.disconnect();
    times.push({ painted: painted - started, work: laidOut - started, input: typed - started });
  }
  return times;
}`;
/** Each run types markers of its own letter ("a0z", "b0z" …): none is found in earlier text. */
const timeKeystrokes = (page: Page, count: number, run: string, aligned = false) =>
  page.evaluate<Array<{ painted: number; work: number; input: number }>>(
    `(${typeAndTime})(${JSON.stringify({ count, aligned, run })})`,
  );
const figures = (times: number[]) => ({
  median: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  max: round(Math.max(...times)),
});

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
      await timeKeystrokes(page, WARM_UP, 'w');
      const times = await timeKeystrokes(page, KEYSTROKES, 'k');
      const aligned = await timeKeystrokes(page, KEYSTROKES, 'f', true);
      const pages = await page.locator('[aria-label="CV preview"] [data-cv-page]').count();
      return {
        name: 'cv-preview',
        pages,
        keystrokes: KEYSTROKES,
        rerenderMs: figures(times.map(({ painted }) => painted)),
        workMs: figures(times.map(({ work }) => work)),
        inputMs: figures(times.map(({ input }) => input)),
        frameAlignedMs: figures(aligned.map(({ painted }) => painted)),
      };
    } finally {
      await browser.close();
    }
  });
}
