import { chromium } from 'playwright-core';
import { findChromium, chromiumArgs } from '../scripts/chromium.mjs';
const base = 'http://localhost:3990';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
async function session(email, password, admin) {
  const res = await fetch(base + (admin ? '/api/admin/login' : '/api/user/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { data } = await res.json();
  const user = { ...data.user, role: data.user.role[0] };
  return { token: data.user.token, user: JSON.stringify(user) };
}
const specs = JSON.parse(process.argv[2]);
for (const s of specs) {
  const page = await browser.newPage({ viewport: { width: s.width ?? 1280, height: s.height ?? 800 } });
  if (s.login) {
    const { token, user } = await session(...s.login);
    await page.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [token, user]);
  }
  await page.goto(base + s.path, { waitUntil: 'networkidle' });
  if (s.click) { await page.getByRole('button', { name: s.click }).first().click(); await page.waitForTimeout(400); }
  await page.screenshot({ path: `/tmp/shots/${s.name}.png`, fullPage: Boolean(s.full) });
  await page.close();
}
await browser.close();
