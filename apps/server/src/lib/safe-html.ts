import sanitizeHtml from 'sanitize-html';

/**
 * What page and post HTML may hold: text formatting, headings, lists, tables, links and
 * images. Anything else (script, style, iframe, form, event handlers, javascript: and data:
 * links) is dropped, so an editor's paste or a compromised staff account cannot run code in a
 * reader's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'div',
    'span',
    'section',
    'abbr',
    'time',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    abbr: ['title'],
    time: ['datetime'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into ours.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Page or post HTML made safe to show: see OPTIONS. Applied on save and again on display. */
export const safeHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The words of some HTML, for counting them and for a description when none is written. */
export const textOfHtml = (html: string): string =>
  // Blocks end words: "<h2>Tips</h2><p>Keep" reads "Tips Keep", not "TipsKeep".
  sanitizeHtml(
    html.replace(/<(\/?)(p|h[1-6]|li|div|br|tr|td|th|blockquote|section)\b/gi, ' <$1$2'),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  )
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
