/** @jsxRuntime automatic */
import type { CvData } from '@careercard/shared/cv';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderCv, type TemplateChoice } from './render-cv';

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Every piece of text a template's page shows of a CV, in the page's order: what another
 * rendering of the CV (its Word file) must say too, in that order.
 */
export function pageFacts(cv: CvData, template: TemplateChoice | undefined): string[] {
  return renderCv(cv, template)
    .blocks.flatMap((block) =>
      block.text ? [block.text.value] : renderToStaticMarkup(<>{block.node}</>).split(/<[^>]+>/),
    )
    .map((piece) =>
      unescape(piece)
        .replace(/^•\u00a0/, '')
        .trim(),
    )
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
}

/** The facts `text` has in order, searching each after the one before; and those it lacks. */
export function factsInOrder(text: string, facts: readonly string[]) {
  let from = 0;
  const missing: string[] = [];
  for (const fact of facts) {
    const at = text.indexOf(fact, from);
    if (at < 0) missing.push(fact);
    else from = at + fact.length;
  }
  return { found: facts.length - missing.length, missing };
}
