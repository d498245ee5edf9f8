import { describe, expect, it } from 'vitest';
import { anchorLinks, onlyNamesLink } from '../src/layout/link-anchors';
import { pagesToText } from '../src/layout/reading-order';
import { parseResumeText } from '../src/resume/parse-resume';
import type { PageLink, PositionedText } from '../src/types';

/** A piece of text whose every character is half the font size wide. */
const text = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  height: size,
});

/** A link box around characters `from` to `to` of a piece made by `text`. */
const over = (piece: PositionedText, url: string, from = 0, to = piece.str.length): PageLink => ({
  url,
  rect: [piece.x + from * 5 - 1, piece.y - 2, piece.x + to * 5 + 1, piece.y + 9],
});

const read = (items: PositionedText[], links: PageLink[]) => {
  const anchored = anchorLinks([{ width: 600, height: 800, items }], [links]);
  return { text: pagesToText(anchored.pages), links: anchored.links };
};

describe('links behind words', () => {
  it('tells words that only name a link from words of the CV', () => {
    expect(onlyNamesLink('LinkedIn', 'https://www.linkedin.com/in/tanjila')).toBe(true);
    expect(onlyNamesLink('link', 'https://hisab.example.org/')).toBe(true);
    expect(onlyNamesLink('View Project', 'https://github.com/tanjila/hisab')).toBe(true);
    expect(onlyNamesLink('', 'https://github.com/tanjila')).toBe(true); // an icon
    expect(onlyNamesLink('tanjila-rahman', 'https://linkedin.com/in/tanjila-rahman')).toBe(true);
    expect(onlyNamesLink('Hisab: offline bookkeeping', 'https://hisab.example.org/')).toBe(false);
    expect(onlyNamesLink('Padma Softworks', 'https://padma.example.com/')).toBe(false);
  });

  it("keeps a project's name that is its site's, with the address after it", () => {
    const line = text('Hisab: An offline bookkeeping app.', 100, 700);
    const { text: read1 } = read(
      [text('Projects', 100, 720), line],
      [over(line, 'https://hisab.example.org/', 0, 5)],
    );
    expect(read1).toContain('Hisab https://hisab.example.org/: An offline bookkeeping app.');
    expect(parseResumeText(read1).projects).toEqual([
      {
        name: 'Hisab',
        description: 'An offline bookkeeping app.',
        url: 'https://hisab.example.org/',
      },
    ]);
  });

  it('puts the address of a profile printed as its site name in the text, where it stands', () => {
    const header = text('LinkedIn GitHub', 100, 700);
    const { text: read1, links } = read(
      [text('Tanjila Rahman', 100, 720), header],
      [
        over(header, 'https://linkedin.example.com/in/tanjila', 0, 8),
        over(header, 'https://github.example.com/tanjila', 9, 15),
      ],
    );
    expect(read1).toContain('https://linkedin.example.com/in/tanjila');
    expect(read1).toContain('https://github.example.com/tanjila');
    expect(read1).not.toContain('LinkedIn');
    expect(links).toEqual([
      { text: 'LinkedIn', url: 'https://linkedin.example.com/in/tanjila', inText: true },
      { text: 'GitHub', url: 'https://github.example.com/tanjila', inText: true },
    ]);
    const parsed = parseResumeText(read1, { links });
    expect(parsed.contact.links.map((link) => link.url)).toEqual([
      'https://linkedin.example.com/in/tanjila',
      'https://github.example.com/tanjila',
    ]);
  });

  it("gives a mail link's address, and an icon drawn as a picture its link's address", () => {
    const mail = text('Email', 100, 700);
    const { text: read1 } = read(
      [text('Tanjila Rahman', 100, 720), mail, text('Rupnagar', 100, 680)],
      [
        over(mail, 'mailto:tanjila@example.com'),
        // No text under this one: a GitHub logo.
        { url: 'https://github.example.com/tanjila', rect: [300, 678, 312, 690] },
      ],
    );
    expect(read1).toContain('tanjila@example.com');
    expect(read1).toContain('https://github.example.com/tanjila');
  });

  it('leaves words of the CV as they are and hands on their link, a title broken over two lines whole', () => {
    const first = text('Designing payments for', 100, 500);
    const second = text('unreliable networks', 100, 488);
    const footer = text('Page 1', 100, 40);
    const { text: read1, links } = read(
      [text('Publications', 100, 520), first, second, footer],
      [
        over(first, 'https://journal.example.org/payments'),
        over(second, 'https://journal.example.org/payments'),
        over(footer, 'ftp://files.example.org/cv'),
      ],
    );
    expect(read1).toContain('Designing payments for\nunreliable networks');
    expect(links).toEqual([
      {
        text: 'Designing payments for unreliable networks',
        url: 'https://journal.example.org/payments',
        inText: false,
      },
    ]);
    const parsed = parseResumeText(
      'Tanjila Rahman\n\nPublications\nDesigning payments for unreliable networks\nJournal of Applied Computing, 2021',
      { links },
    );
    expect(parsed.publications[0]).toMatchObject({
      title: 'Designing payments for unreliable networks',
      url: 'https://journal.example.org/payments',
    });
  });

  it('leaves an address the text shows as it is', () => {
    const shown = text('github.example.com/tanjila', 100, 700);
    const { text: read1, links } = read(
      [shown],
      [over(shown, 'https://github.example.com/tanjila')],
    );
    expect(read1).toBe('github.example.com/tanjila');
    expect(links[0]!.inText).toBe(true);
  });
});
