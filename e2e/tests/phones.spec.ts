import type { Page } from '@playwright/test';
import { sampleCv } from '@careercard/shared/cv-sample';
import { adminAccount, createCvThroughApi, expect, signInThroughApi, test } from './fixtures';

/** A cheap Android phone's screen. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PUBLIC = [
  '/',
  '/analyzer',
  '/login',
  '/signup',
  '/forgot-password',
  '/p/blog',
  '/p/blog/how-to-write-an-ats-friendly-cv',
  '/p/blog/category/cv-tips',
  '/p/about-us',
  '/p/pricing',
  '/p/privacy-policy',
  '/admin/login',
];
const DASHBOARD = [
  '/dashboard',
  '/dashboard/my-cvs',
  '/dashboard/pdf-management',
  '/dashboard/ats-checker',
  '/dashboard/custom-cv',
  '/dashboard/v-card',
  '/dashboard/order-nfc-card',
  '/dashboard/settings',
];
const BACK_OFFICE = [
  '/admin',
  '/admin/users',
  '/admin/staff',
  '/admin/packages',
  '/admin/templates',
  '/admin/vcard-templates',
  '/admin/pages',
  '/admin/blog',
  '/admin/nfc-designs',
  '/admin/nfc-orders',
  '/admin/settings',
  '/admin/activity',
];

/** The elements wider than the screen, named so a failure says where to look. */
async function overflowOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[data-fit-width], [aria-hidden="true"]'))
      .slice(0, 5)
      .map((element) => {
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return `${element.tagName.toLowerCase()}.${element.className} "${name.trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
  });
}

async function sweep(page: Page, urls: string[]) {
  const found: Record<string, string[]> = {};
  for (const url of urls) {
    const wide = await overflowOf(page, url);
    if (wide.length > 0) found[url] = wide;
  }
  expect(found, 'pages that scroll sideways at 360 px').toEqual({});
}

test.describe('every page at 360 px wide: nothing scrolls sideways', () => {
  test('public pages', async ({ page }) => {
    await sweep(page, PUBLIC);
  });

  test('dashboard pages, and the CV editor', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Phone CV',
      data: sampleCv,
    });
    await sweep(page, [...DASHBOARD, `/dashboard/my-cvs/${cv.id}`]);
  });

  test('back office pages', async ({ page }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await sweep(page, BACK_OFFICE);
  });
});
