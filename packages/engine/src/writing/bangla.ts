import { isPresent } from '@careercard/shared/career';

/**
 * Drafts for a CV written in Bangla, in Bangla. Duties are written as verbal nouns ("প্রস্তুত
 * করা"), as Bangla CVs list them: the form holds for a current role and a past one alike. Blanks
 * are in Bangla and in square brackets, so the editor marks them as it marks "[number]".
 */

interface BanglaFamily {
  /** Words of a Bangla title or degree that belong to the field (no \b: it is ASCII only). */
  words: RegExp;
  duties: string[];
  result: string;
}

/** By the English family's name (writing/duties), for the fields most CVs in Bangla are for. */
const FAMILIES: Record<string, BanglaFamily> = {
  accounting: {
    words: /হিসাব|অ্যাকাউন্ট|নিরীক্ষা|অডিট|কর |ভ্যাট|ক্যাশিয়ার|অর্থ/u,
    duties: [
      'দৈনিক লেনদেন খাতায় তোলা ও হিসাব হালনাগাদ রাখা',
      'মাসিক আর্থিক বিবরণী ও ব্যবস্থাপনা প্রতিবেদন প্রস্তুত করা',
      'ব্যাংক হিসাব, প্রদেয় ও প্রাপ্য হিসাব প্রতি মাসে মিলিয়ে দেখা',
    ],
    result: '[সংখ্যা] কর্মদিবসের মধ্যে মাসিক হিসাব সমাপ্ত করা',
  },
  sales: {
    words: /বিক্রয়|বিক্রি|সেলস|বিপণন প্রতিনিধি|এরিয়া ম্যানেজার/u,
    duties: [
      'নির্ধারিত এলাকার খুচরা বিক্রেতা ও পরিবেশকদের সেবা দেওয়া',
      'প্রধান গ্রাহকদের সঙ্গে সম্পর্ক গড়ে তোলা ও বজায় রাখা',
      'ব্যবস্থাপনার জন্য বিক্রয় প্রতিবেদন ও পূর্বাভাস প্রস্তুত করা',
    ],
    result: 'মাসিক বিক্রয় লক্ষ্যমাত্রার [শতাংশ] অর্জন করা',
  },
  teaching: {
    words: /শিক্ষক|প্রভাষক|অধ্যাপক|শিক্ষিকা|প্রশিক্ষক|টিউটর/u,
    duties: [
      'প্রতিটি শ্রেণির জন্য পাঠ পরিকল্পনা করা ও পাঠদান করা',
      'পাঠ পরিকল্পনা ও শিক্ষা উপকরণ প্রস্তুত করা',
      'শিক্ষার্থীদের কাজ মূল্যায়ন করা ও মতামত দেওয়া',
    ],
    result: '[সংখ্যা] জন শিক্ষার্থীর শ্রেণিতে পাঠদান করা',
  },
  software: {
    words: /সফটওয়্যার|প্রোগ্রামার|ডেভেলপার|ওয়েব|কম্পিউটার বিজ্ঞান/u,
    duties: [
      'পণ্যের ফিচার নকশা, তৈরি ও রক্ষণাবেক্ষণ করা',
      'পরিচ্ছন্ন, পরীক্ষিত কোড লেখা ও সহকর্মীদের পরিবর্তন পর্যালোচনা করা',
      'ব্যবহারকারী ও টেস্টারদের জানানো ত্রুটি সমাধান করা',
    ],
    result: 'পেজ লোড বা সাড়া দেওয়ার সময় [শতাংশ] কমানো',
  },
  'customer-service': {
    words: /গ্রাহক|কল সেন্টার|অভ্যর্থনা/u,
    duties: [
      'গ্রাহকদের ফোন, বার্তা ও সাক্ষাৎ সামলানো',
      'অভিযোগ সমাধান করা ও নিষ্পত্তি পর্যন্ত খোঁজ রাখা',
      'প্রতিটি ঘটনার রেকর্ড গ্রাহক ব্যবস্থায় সংরক্ষণ করা',
    ],
    result: 'দিনে [সংখ্যা] জন গ্রাহকের প্রশ্ন সামলানো',
  },
  office: {
    words: /অফিস|প্রশাসন|সহকারী|কেরানি|ডাটা এন্ট্রি|নির্বাহী/u,
    duties: [
      'সময়সূচি, সভা ও চিঠিপত্র ব্যবস্থাপনা করা',
      'নথি ও ফাইল গুছিয়ে রাখা',
      'চিঠি, প্রতিবেদন ও উপস্থাপনা প্রস্তুত করা',
    ],
    result: 'সপ্তাহে [সংখ্যা]টি নথি প্রক্রিয়া করা',
  },
};

const GENERAL: BanglaFamily = {
  words: /$^/u,
  duties: [
    'দৈনন্দিন দায়িত্ব নির্ভুলভাবে ও সময়মতো সম্পন্ন করা',
    'সময়মতো কাজ শেষ করতে সহকর্মী ও ব্যবস্থাপকদের সঙ্গে সমন্বয় করা',
    'নথি ও প্রতিবেদন হালনাগাদ রাখা',
  ],
  result: '[পরিমাপযোগ্য একটি ফলাফল] উন্নত করা',
};

/** The field a Bangla title or degree names, by its English family's name. */
export function banglaFieldOf(texts: Array<string | undefined>): string | undefined {
  for (const text of texts) {
    const found = Object.entries(FAMILIES).find(([, family]) => text && family.words.test(text));
    if (found) return found[0];
  }
  return undefined;
}

const familyFor = (name: string | undefined) => (name && FAMILIES[name]) || GENERAL;

const DIGITS = '০১২৩৪৫৬৭৮৯';
const banglaDigits = (text: string) => text.replace(/\d/g, (d) => DIGITS[Number(d)]!);

/** "৩ বছরের বেশি", "২ বছরের", "এক বছরের কম": months as a reader counts them, in Bangla. */
function yearsBn(months: number): string {
  const years = Math.floor(months / 12);
  if (years === 0) return 'এক বছরের কম';
  return `${banglaDigits(String(years))} বছরের${months % 12 === 0 ? '' : ' বেশি'}`;
}

/** "ক, খ ও গ". */
const listBn = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ও ${names.at(-1)}`;

export interface BanglaFacts {
  title: string;
  months: number;
  latest?: { title: string; company: string; endDate: string };
  degree?: { degree: string; institution: string };
  skills: string[];
  result?: { line: string; company: string };
}

export function draftSummaryBn({ title, months, latest, degree, skills, result }: BanglaFacts) {
  if (!title && !latest && !degree && skills.length === 0) return '';
  const sentences: string[] = [];
  const who = title || latest?.title.trim() || 'পেশাজীবী';
  if (latest) {
    const years = months >= 12 ? `${yearsBn(months)} অভিজ্ঞতাসম্পন্ন ` : '';
    const company = latest.company.trim();
    const where = company
      ? isPresent(latest.endDate)
        ? `, বর্তমানে ${company}-এ কর্মরত`
        : `, সর্বশেষ ${company}-এ কর্মরত ছিলেন`
      : '';
    sentences.push(`${years}${who}${where}।`);
  } else if (degree) {
    const from = degree.institution.trim() ? `${degree.institution.trim()} থেকে ` : '';
    sentences.push(`${who}; ${from}${degree.degree.trim()} সম্পন্ন করেছেন।`);
  } else {
    sentences.push(`${who}।`);
  }
  if (skills.length > 0) sentences.push(`দক্ষতা: ${listBn(skills.slice(0, 4))}।`);
  if (result) {
    const line = result.line.replace(/[।.]+$/, '');
    // The employer the first sentence named is not named twice: "সেখানে: …" (there).
    const where =
      result.company === latest?.company.trim()
        ? 'সেখানে'
        : result.company && `${result.company}-এ`;
    sentences.push(where ? `${where}: ${line}।` : `${line}।`);
  } else if (latest && degree?.degree.trim()) {
    const from = degree.institution.trim() ? `${degree.institution.trim()} থেকে ` : '';
    sentences.push(`${from}${degree.degree.trim()} সম্পন্ন করেছেন।`);
  }
  return sentences.join(' ');
}

export function draftExperienceBn(familyName: string | undefined, tools: string[]): string {
  const family = familyFor(familyName);
  const duties = [...family.duties];
  if (tools.length > 0) duties[0] = `${duties[0]} (${listBn(tools)} ব্যবহার করে)`;
  return [...duties, family.result].map((duty) => `- ${duty}`).join('\n');
}

/** A title for a Bangla CV: the latest role, with its tools. */
export const draftTitleBn = (role: string, tools: string[]) =>
  tools.length > 0 ? `${role} | ${tools.join(' ও ')}` : role;

/** Verbal nouns that take "করা" as their verb: "হিসাব প্রস্তুত করা" is "prepare the accounts". */
const TASK_NOUNS_BN = new Set(
  `প্রস্তুত পরিচালনা তত্ত্বাবধান বিশ্লেষণ মূল্যায়ন সমন্বয় নিরীক্ষা তৈরি যাচাই পর্যবেক্ষণ
  রক্ষণাবেক্ষণ বাস্তবায়ন উন্নয়ন পরিকল্পনা নিয়ন্ত্রণ সংগ্রহ বিক্রয় ক্রয় ব্যবস্থাপনা সংরক্ষণ
  হালনাগাদ সমাধান পর্যালোচনা নকশা`.split(/\s+/),
);

/** "প্রস্তুতের", "নিরীক্ষার", "বিভাগ-এর": the word without its "of". */
const withoutGenitive = (phrase: string) =>
  phrase.replace(/(?:\s*-?এর|ের|(?<=[\u09BE-\u09CC])র)$/u, '');

type Voice = 'past' | 'present' | 'noun';

/** The verb "করা" or "রাখা" in the voice of the line: "করেছি", "করি" or "করা". */
const VERBS: Record<'do' | 'keep', Record<Voice, string>> = {
  do: { past: 'করেছি', present: 'করি', noun: 'করা' },
  keep: { past: 'রেখেছি', present: 'রাখি', noun: 'রাখা' },
};

/**
 * A weak Bangla line given a strong verb: "হিসাব প্রস্তুতের দায়িত্বে ছিলাম" (was responsible
 * for preparing the accounts) → "হিসাব প্রস্তুত করেছি" (prepared the accounts); "অডিট কাজে জড়িত
 * ছিলাম" (was involved in audit work) → "অডিট কাজে অবদান রেখেছি" (contributed to it). The verb
 * keeps the line's own voice (first person past or present, or the verbal noun of a list), or
 * the tense the dates call for. Null when the line has no weak form we know.
 */
export function strongerLineBn(line: string, tense: 'past' | 'present' | null): string | null {
  const text = line.replace(/[।.\s]+$/u, '');
  const written: Voice = /(?:ছিলাম|করেছি|রেখেছি|ছিল|ছিলো)$/u.test(text)
    ? 'past'
    : /(?:আছি|রয়েছি|করি|করছি)$/u.test(text)
      ? 'present'
      : 'noun';
  const voice: Voice = tense ?? written;
  const charge =
    /^(?:আমার দায়িত্ব ছিল:?\s*)(.+)$/u.exec(text) ??
    /^(.+?)\s+দায়িত্ব(?:ে (?:ছিলাম|আছি|রয়েছি|থাকা)| পালন (?:করেছি|করি|করছি|করা))$/u.exec(text);
  if (charge) {
    const task = withoutGenitive(charge[1]!.trim());
    const last = task.split(/\s+/).at(-1) ?? '';
    // The task names its own verb ("প্রস্তুত"); otherwise it is managed ("পরিচালনা").
    return TASK_NOUNS_BN.has(last)
      ? `${task} ${VERBS.do[voice]}`
      : `${task} পরিচালনা ${VERBS.do[voice]}`;
  }
  const involved = /^(.+?)\s+(?:জড়িত|যুক্ত|সম্পৃক্ত) (?:ছিলাম|আছি|রয়েছি|থাকা)$/u.exec(text);
  if (involved) return `${involved[1]} অবদান ${VERBS.keep[voice]}`;
  const took = /^(.+?)\s+অংশগ্রহণ (?:করেছি|করি|করছি|করা)$/u.exec(text);
  if (took) {
    return /প্রতিযোগিতা|অলিম্পিয়াড|বিতর্ক|টুর্নামেন্ট|হ্যাকাথন/u.test(took[1]!)
      ? `${took[1]} প্রতিদ্বন্দ্বিতা ${VERBS.do[voice]}`
      : `${took[1]} অবদান ${VERBS.keep[voice]}`;
  }
  return null;
}
