import { sampleCv } from '@careercard/shared/cv-sample';
import { createCvThroughApi, expect, signInThroughApi, test } from './fixtures';
import { BUDGET_KB, firstLoadAssets, KB, largestScripts, total } from './first-load';

// What a cheap phone downloads before a page works: the gzipped JavaScript and CSS of a first
// visit (1 KB = 1024 bytes). The landing page is the first most visitors see; the other public
// pages are what search and shared links open; the dashboard is behind a sign-in. Each page's
// figures are reported with the test.

interface Route {
  name: string;
  path: string;
  /** What shows once the page is drawn. */
  ready: string;
  jsKb: number;
  signedIn?: boolean;
}

test('no page loads more JavaScript or CSS on a first visit than its budget', async ({
  browser,
  baseURL,
  page,
  user,
}) => {
  test.slow(); // nine first visits, each in a fresh browser context
  const signedIn = await signInThroughApi(page, user);
  const cv = await createCvThroughApi(page.request, signedIn, {
    name: 'Budget CV',
    data: sampleCv,
  });
  const slug = `budget-card-${signedIn.id}`;
  const published = await page.request.put('/api/user/vcard', {
    data: { cvId: cv.id, template: 'modern', slug },
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  expect(published.ok()).toBe(true);

  const routes: Route[] = [
    { name: 'landing', path: '/', ready: 'h1', jsKb: BUDGET_KB.landingJs },
    { name: 'ATS checker', path: '/analyzer', ready: 'h1', jsKb: BUDGET_KB.publicJs },
    { name: 'blog', path: '/p/blog', ready: 'h1', jsKb: BUDGET_KB.publicJs },
    {
      name: 'blog post',
      path: '/p/blog/how-to-write-an-ats-friendly-cv',
      ready: 'h1',
      jsKb: BUDGET_KB.publicJs,
    },
    { name: 'content page', path: '/p/about-us', ready: 'h1', jsKb: BUDGET_KB.publicJs },
    { name: 'public V-Card', path: `/v/${slug}`, ready: 'h1', jsKb: BUDGET_KB.publicJs },
    { name: 'login', path: '/login', ready: 'input[type="password"]', jsKb: BUDGET_KB.publicJs },
    { name: 'sign-up', path: '/signup', ready: 'input[type="password"]', jsKb: BUDGET_KB.publicJs },
    {
      name: 'dashboard',
      path: '/dashboard',
      ready: 'h1',
      jsKb: BUDGET_KB.dashboardJs,
      signedIn: true,
    },
  ];

  const overBudget: string[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const visit = await context.newPage();
      if (route.signedIn) await signInThroughApi(visit, user);
      const assets = await firstLoadAssets(visit, `${baseURL}${route.path}`, route.ready);
      const js = total(assets, 'js', 'gzipBytes') / KB;
      const css = total(assets, 'css', 'gzipBytes') / KB;
      const largest = largestScripts(assets)
        .map((script) => `${script.url} ${script.gzKb} KB`)
        .join(', ');
      test.info().annotations.push({
        type: 'first-load',
        description: `${route.name}: ${js.toFixed(1)} KB JavaScript, ${css.toFixed(1)} KB CSS`,
      });
      if (js > route.jsKb) {
        overBudget.push(
          `${route.name} (${route.path}): ${js.toFixed(1)} KB of JavaScript, over its ${route.jsKb} KB; largest: ${largest}`,
        );
      }
      if (css > BUDGET_KB.css) {
        overBudget.push(
          `${route.name} (${route.path}): ${css.toFixed(1)} KB of CSS, over its ${BUDGET_KB.css} KB`,
        );
      }
    } finally {
      await context.close();
    }
  }
  expect(overBudget, overBudget.join('\n')).toEqual([]);
});
