import type { PageMargins } from '../document';
import type { SectionOptions } from './content';

/**
 * What a built-in template looks like, said once for every drawing of it: the page (its
 * components) and the Word file (which cannot draw everything a page can, and takes these).
 */
export interface TemplateDesign {
  ink: string;
  muted: string;
  accent: string;
  font: 'sans' | 'serif';
  /** Page margins in inches. */
  margins: PageMargins;
  /** Which sections, in which order, in which words. */
  sections: SectionOptions;
  header: {
    align: 'left' | 'center';
    /** The name in capitals. */
    uppercase?: boolean;
    /** A coloured band behind the name, with its text colours. */
    band?: { fill: string; name: string; title: string; contacts: string };
    /** The photo beside the name: before it (a round portrait) or after it (a passport photo). */
    photo?: 'before' | 'after';
    /** The Bangla CV is headed by the name in Bangla, when the CV has it. */
    nameInBangla?: boolean;
  };
  /** Section titles: in capitals, over a rule, on a band of colour. */
  titles: { uppercase: boolean; rule?: string; band?: string };
  /** An entry's second line (company, school) in italics. */
  subItalic?: boolean;
  /** Ends with the declaration and the signature, as Bangladeshi CVs do. */
  declaration?: boolean;
}
