import type { Page } from '@playwright/test';
import { sampleCv } from '@careercard/shared/cv-sample';
import { adminAccount, createCvThroughApi, expect, signInThroughApi, test } from './fixtures';
import { BACK_OFFICE_PAGES, DASHBOARD_PAGES, PUBLIC_PAGES } from './site-pages';

/** A cheap Android phone's screen. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The elements wider than the screen, named so a failure says where to look. */
async function overflowOf(page: Page): Promise<string[]> {
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

/**
 * The tap targets under 44 × 44 CSS px (WCAG 2.5.5, Target Size) inside `scope`, each named
 * with its text or label and its size. A target counts by its hit box: the element's border
 * box, padding included, grown by an absolutely placed ::before or ::after (a card's stretched
 * link); a checkbox or radio by the label it sits in or is tied to, as a tap on the label ticks
 * it. WCAG's exceptions that apply here, and nothing else:
 * - inline: a link within a sentence (its line of text sets its height);
 * - user agent control: the parts a browser draws itself (a date input's fields and calendar
 *   button) live in its shadow DOM, which this query does not reach.
 */
async function smallTargetsOf(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const MIN = 44;
    const selector = [
      'a[href]',
      'button',
      'input[type="checkbox"]',
      'input[type="radio"]',
      'select',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="switch"]',
    ].join(', ');
    const displayOf = (element: Element) => getComputedStyle(element).display;

    /** What a person taps: the largest label of a checkbox or radio, else the element. */
    const tappedOf = (element: Element): Element => {
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      const area = (box: Element) => box.clientWidth * box.clientHeight;
      return labels.reduce<Element>(
        (best, label) => (area(label) > area(best) ? label : best),
        labels[0] ?? element,
      );
    };

    /** The border box, grown by a ::before or ::after placed with insets in px. */
    const hitBoxOf = (element: Element) => {
      const own = element.getBoundingClientRect();
      const box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        if (style.pointerEvents === 'none') continue;
        const inset = [style.left, style.top, style.right, style.bottom].map((v) =>
          v.endsWith('px') ? parseFloat(v) : NaN,
        );
        if (inset.some(Number.isNaN)) continue;
        let holder: Element | null = element;
        while (holder && getComputedStyle(holder).position === 'static')
          holder = holder.parentElement;
        const frame = (holder ?? document.documentElement).getBoundingClientRect();
        box.left = Math.min(box.left, frame.left + inset[0]!);
        box.top = Math.min(box.top, frame.top + inset[1]!);
        box.right = Math.max(box.right, frame.right - inset[2]!);
        box.bottom = Math.max(box.bottom, frame.bottom - inset[3]!);
      }
      return { width: box.right - box.left, height: box.bottom - box.top };
    };

    const isShown = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false;
      const box = element.getBoundingClientRect();
      // Text for screen readers only (1 × 1 px, clipped) is no visible target.
      return box.width > 1 && box.height > 1;
    };

    const isEnabled = (element: Element): boolean =>
      !element.matches(':disabled') && element.getAttribute('aria-disabled') !== 'true';

    /** The words on the link's lines besides its own: text and inline elements, not blocks. */
    const wordsAround = (node: Node, link: Element): string =>
      [...node.childNodes]
        .map((child) => {
          if (child === link) return '';
          if (child.nodeType === Node.TEXT_NODE) return child.textContent ?? '';
          if (child instanceof Element && ['inline', 'contents'].includes(displayOf(child))) {
            return wordsAround(child, link);
          }
          return '';
        })
        .join('')
        .trim();

    /** A link in a sentence: itself inline, with other words in the same run of text. */
    const isInline = (element: Element): boolean => {
      if (element.tagName !== 'A' || displayOf(element) !== 'inline') return false;
      let block = element.parentElement;
      while (block && ['inline', 'contents'].includes(displayOf(block)))
        block = block.parentElement;
      return block !== null && wordsAround(block, element) !== '';
    };

    const nameOf = (element: Element): string => {
      const text =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
        element.textContent ??
        '';
      return text.replace(/\s+/g, ' ').trim().slice(0, 40);
    };

    const root = document.querySelector(scope);
    if (!root) return [];
    return [...root.querySelectorAll(selector)]
      .filter((element) => isEnabled(element) && !isInline(element))
      .map((element) => ({ element, tapped: tappedOf(element) }))
      .filter(({ tapped }) => isShown(tapped))
      .map(({ element, tapped }) => ({ element, box: hitBoxOf(tapped) }))
      .filter(({ box }) => box.width < MIN - 0.5 || box.height < MIN - 0.5)
      .map(({ element, box }) => {
        const kind =
          element instanceof HTMLInputElement
            ? `input[${element.type}]`
            : (element.getAttribute('role') ?? element.tagName.toLowerCase());
        return `${kind} "${nameOf(element)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, scope);
}

/** Loads each page; fails listing what scrolls sideways, then every tap target too small. */
async function sweep(page: Page, urls: string[]) {
  const wide: Record<string, string[]> = {};
  const small: Record<string, string[]> = {};
  let menuChecked = false;
  for (const url of urls) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const overflow = await overflowOf(page);
    if (overflow.length > 0) wide[url] = overflow;
    const targets = await smallTargetsOf(page);
    // The site's links, and the dashboard's and back office's sections, are folded into a menu
    // on a phone: open it once.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (!menuChecked && (await menu.isVisible())) {
      menuChecked = true;
      await menu.click();
      const panel = `#${await menu.getAttribute('aria-controls')}`;
      targets.push(...(await smallTargetsOf(page, panel)).map((found) => `menu: ${found}`));
    }
    if (targets.length > 0) small[url] = targets;
  }
  expect(wide, 'pages that scroll sideways at 360 px').toEqual({});
  expect(small, 'tap targets under 44 × 44 px on a touch phone').toEqual({});
}

test.describe('every page at 360 px wide on a touch phone', () => {
  test('public pages', async ({ page }) => {
    await sweep(page, PUBLIC_PAGES);
  });

  test('dashboard pages, and the CV editor', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Phone CV',
      data: sampleCv,
    });
    await sweep(page, [...DASHBOARD_PAGES, `/dashboard/my-cvs/${cv.id}`]);
  });

  test('back office pages', async ({ page }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await sweep(page, BACK_OFFICE_PAGES);
  });

  test('controls shown after a tap: switches in settings, checkboxes in a dialog', async ({
    page,
  }) => {
    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Payment Gateways' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    const settings = await smallTargetsOf(page, 'main');

    await page.goto('/admin/staff');
    await page.getByRole('tab', { name: 'Roles & Permissions' }).click();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
    const dialog = await smallTargetsOf(page, '[role="dialog"]');

    expect({ settings, dialog }, 'tap targets under 44 × 44 px').toEqual({
      settings: [],
      dialog: [],
    });
  });
});
