/**
 * The script of the print page (print-page.tsx), bundled on its own (`apps/web`'s build writes
 * dist/print/print-layout.js): waits for the fonts and photos, measures the blocks, lays them
 * onto pages with the preview's paginator, and resolves `window.cvLayout` with the page count
 * (the printer awaits it); `html[data-cv-ready]` marks the same moment, as on the print route.
 */
import { domSplitter, loadFontsOf, measureBlocks, whenImagesLoaded } from './layout-dom';
import { paginate } from './paginate';
import type { PrintLayoutData } from './print-page';

declare global {
  interface Window {
    cvLayout?: Promise<number>;
  }
}

function element<T extends Element>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`The print page has no ${selector}`);
  return found;
}

async function layOut(): Promise<number> {
  const data = JSON.parse(element('#cv-layout').textContent ?? '') as PrintLayoutData;
  const flow = element<HTMLElement>('[data-cv-flow]');
  await Promise.all([loadFontsOf(flow), whenImagesLoaded(flow)]);

  const wrappers = Array.from(flow.children) as HTMLElement[];
  // A stray element among the blocks would shift every block after it onto another's spacing.
  if (wrappers.length !== data.blocks.length) {
    throw new Error(`The print page has ${wrappers.length} blocks for ${data.blocks.length}`);
  }
  const measured = measureBlocks(wrappers, data.blocks);
  const pages = paginate(measured, data.capacity, domSplitter(wrappers));

  // Each page: a copy of the sheet, holding copies of its blocks as BlockView draws them placed.
  const sheet = element<HTMLTemplateElement>('#cv-page').content.firstElementChild!;
  const host = element('#cv-pages');
  pages.forEach((page, number) => {
    const copy = sheet.cloneNode(true) as HTMLElement;
    copy.setAttribute('aria-label', `Page ${number + 1}`);
    const content = copy.querySelector('[data-cv-content]')!;
    for (const placement of page) {
      const block = wrappers[placement.index]!.cloneNode(true) as HTMLElement;
      if (!placement.first) block.style.paddingTop = `${data.blocks[placement.index]!.gapBefore}px`;
      if (placement.text !== undefined) {
        const text = block.querySelector<HTMLElement>('[data-split-text]')!;
        text.textContent = placement.text;
        if (placement.continued) text.style.textIndent = '0';
      }
      content.append(block);
    }
    host.append(copy);
  });
  element('[data-cv-measurer]').remove();
  await whenImagesLoaded(host);

  document.documentElement.dataset.cvReady = 'true';
  document.documentElement.dataset.cvPages = String(pages.length);
  return pages.length;
}

window.cvLayout = layOut();
