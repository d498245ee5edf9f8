import { OPENING_VERBS } from '../quality/verbs';
import { findSkills } from '../skills/find-skills';
import { splitUnits } from '../text/tokens';
import { isTool, tidyTitle } from './draft';
import { baseOf, gerundOf, inTense, pastOf, verbOfTask, withTense, type Tense } from './verbs';
import { capitalise, lowerFirst, withoutMark } from './wording';

/**
 * 'Improve with AI' on text the user wrote: a strong verb for a weak opening, the tense the
 * dates call for, filler and clichés cut, passive made active, headings an import left behind
 * taken out. Figures, names and skills stay exactly as written: only the wording around them
 * changes. A line that is already strong comes back as it was.
 */

const CLICHES =
  /(?:(?:কঠোর )?পরিশ্রমী|উদ্যমী),?\s*|\b(?:hard[- ]?working|team player|go-getter|results[- ]driven|think outside the box|self-starter|synergy|highly motivated|dynamic(?= (?:and |professional|individual|person|leader))|passionate about)\b,?\s*/gi;

/** A line that is only a heading an import or a template left in the text. */
const HEADING_LINE =
  /^(?:দায়িত্বসমূহ|দায়িত্ব|কাজের বিবরণ|সারসংক্ষেপ|ক্যারিয়ার উদ্দেশ্য|উদ্দেশ্য|অর্জনসমূহ|highlights?|key (?:achievements|responsibilities|highlights)|achievements|accomplishments|responsibilities|duties|(?:job|main|key|major) (?:duties|responsibilities)|roles? (?:and|&) responsibilities|summary|professional summary|profile|career objective|objective|description|job description|tasks)\s*:?$/i;
/** The same heading run into the text it heads: "Responsibilities: Managed …". */
const LEAD_HEADING =
  /^(?:highlights?|key (?:achievements|responsibilities)|achievements?|responsibilities|duties|(?:job|main|key) (?:duties|responsibilities)|roles? (?:and|&) responsibilities|tasks|summary|profile|career objective|objective)\s*[:–-]\s*/i;

/** "Environment: Java, SQL", "Client: Acme": a labelled fact, not a sentence to rewrite. */
const LABEL_LINE = /^[\p{L}][\p{L} /&]{0,30}:\s*\S/u;

const FILLER: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
  [/\bsuccessfully\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [
    /\bon a (daily|weekly|monthly|yearly|regular) basis\b/gi,
    (_, p: string) => (p.toLowerCase() === 'regular' ? 'regularly' : p),
  ],
  [/\butili[sz](e|es|ed|ing)\b/gi, (_, ending: string) => `us${ending}`],
  [/\ba lot of\b/gi, 'many'],
  [/\b(?:very|really)\s+/gi, ''],
  [/,?\s*etc\.?(?=\s*$|[,;])/gi, ''],
  [/\bthe (?:entire|whole) /gi, 'the '],
  // "Daily monitoring servers" → "monitoring servers daily", then a verb in its tense.
  [
    /^(daily|weekly|monthly|regularly) (\p{L}+ing\b)(.*)$/iu,
    (_, adverb: string, verb: string, rest: string) =>
      `${verb}${rest.replace(/[\s.;,]+$/, '')} ${adverb.toLowerCase()}`,
  ],
];

const withoutFiller = (text: string) =>
  FILLER.reduce(
    (out, [pattern, by]) => out.replace(pattern, by as (substring: string) => string),
    text,
  );

/** "Responsible for managing the team" → "Managed the team": the gerund is the real verb. */
function fromRest(rest: string, fallback: string, tense: Tense, particle = ''): string {
  const first = (rest.split(' ')[0] ?? '').replace(/[,;:]$/, '');
  // "Involved in generating and executing test scripts": every joined gerund becomes a verb.
  if (/ing$/i.test(first) && baseOf(first)) return withTense(rest, tense);
  // "Responsible for the preparation of budgets" → "Prepared budgets"; "design and
  // development of apps" → "Designed and developed apps".
  const task = /^(?:the )?(\p{L}+)(?: and (\p{L}+))? of (.+)$/iu.exec(rest);
  const verbs = task ? [task[1], task[2]].filter(Boolean).map((noun) => verbOfTask(noun!)) : [];
  if (task && verbs.length > 0 && verbs.every(Boolean)) {
    return `${verbs.map((verb) => inTense(verb!, tense)).join(' and ')} ${task[3]}`;
  }
  // No verb in the rest, and none to fall back on: the line stays as it was.
  if (!fallback) return '';
  return [inTense(fallback, tense), particle, rest].filter(Boolean).join(' ');
}

/** "Worked on Jenkins", "worked on various technologies": a tool used, not work to credit. */
const TOOLS_AHEAD =
  /^(?:various|different|multiple|several|many|technologies|tools|environments|platforms)\b/i;
const namesTool = (rest: string) =>
  TOOLS_AHEAD.test(rest) || findSkills(rest.split(' ').slice(0, 2).join(' ')).some(isTool);

/** Events one takes part in, rather than contributes to. */
const EVENT =
  /\b(?:competitions?|contests?|quiz|olympiad|hackathons?|championships?|tournaments?|games|events?|fests?|festivals?|debates?)\b/i;

const WEAK_OPENERS: Array<[RegExp, (rest: string, tense: Tense) => string]> = [
  [
    // "Used Jenkins to implement CI", "Worked on CoreNLP to extract keywords": the task is the
    // verb, the tool what it was done with.
    /^(?:used|utili[sz]ed|(?:worked|working) (?:on|with)) (?=.{1,60}? to \p{L}+ )/iu,
    (r, t) => {
      const [, tools = '', verb = '', rest = ''] = /^(.+?) to (\p{L}+) (.+)$/u.exec(r) ?? [];
      return baseOf(verb) === verb.toLowerCase()
        ? `${inTense(verb, t)} ${rest} using ${tools}`
        : '';
    },
  ],
  [/^(?:was |am |is )?(?:responsible|accountable) for /i, (r, t) => fromRest(r, 'manage', t)],
  [
    /^(?:my )?(?:duties|responsibilities|tasks) (?:included|include|were|are|was|is):? /i,
    (r, t) => fromRest(r, 'handle', t),
  ],
  [/^(?:was |am )?in charge of /i, (r, t) => fromRest(r, 'oversee', t)],
  [/^(?:was |am )?tasked with /i, (r, t) => fromRest(r, 'handle', t)],
  [/^(?:was |were |am )?(?:involved|engaged) in /i, (r, t) => fromRest(r, 'contribute', t, 'to')],
  [
    /^participated in /i,
    (r, t) =>
      EVENT.test(r) ? `${inTense('compete', t)} in ${r}` : fromRest(r, 'contribute', t, 'to'),
  ],
  [
    /^(?:currently |presently )?(?:worked|working) on /i,
    (r, t) => (namesTool(r) ? '' : fromRest(r, 'contribute', t, 'to')),
  ],
  [
    /^(?:(?:have|has|having) )?(?:\p{L}+ )?experience (?:in|of|with) (?=\p{L}+ing\b|\p{L}+(?: and \p{L}+)? of )/iu,
    (r, t) => fromRest(r, '', t),
  ],
  [
    /^(?:was |am |i was |i am )?(?:a )?part of (?:a|the) team (?:for|in|that was|which was)? ?(?=\p{L}+ing\b)/iu,
    (r, t) => `${withTense(r.replace(/[\s.;,]+$/, ''), t)} as part of a team`,
  ],
  [/^provided support (?:in|to|for|with) /i, (r, t) => `${inTense('support', t)} ${r}`],
  // "Received appreciation from the client for …": recognition is earned.
  [
    /^(?:received|got|was given) (?=(?:an? |the |\p{L}+ )?(?:appreciation|recognition|award|prize|praise|certificate|commendation)s?\b)/iu,
    (r) => `${inTense('earn', 'past')} ${r}`,
  ],
  [/^(?:take|took|taking|taken) care of /i, (r, t) => fromRest(r, 'handle', t)],
  [/^(?:regular |daily |constant )?involvement in /i, (r, t) => fromRest(r, 'contribute', t, 'to')],
  [
    /^(?:regular |daily |close )?interaction with /i,
    (r, t) => `${inTense('collaborate', t)} with ${r}`,
  ],
  [
    /^(?:worked|working) in (?=(?:the |a |an )?(?:[\p{L}-]+ ){0,4}(?:team|department|group|unit|division)\b)/iu,
    (r, t) => `${inTense('serve', t)} in ${r}`,
  ],
  [
    /^(?:currently |presently )?(?:worked|working) (?:as|in the capacity of|in the role of) /i,
    (r, t) => `${inTense('serve', t)} as ${r}`,
  ],
  [/^(?:worked|working) towards? (?=\p{L}+ing\b)/iu, (r, t) => fromRest(r, '', t)],
  [
    /^(?:worked|working) (?:closely |effectively )?(?:with|alongside) (?=(?:(?:the|our|other|\p{L}+) ){0,2}(?:teams?|colleagues|clients|customers|stakeholders|developers|engineers|designers|managers|departments?|partners|vendors|suppliers)\b)/iu,
    (r, t) => `${inTense('collaborate', t)} with ${r}`,
  ],
  [/^(?:did|done|doing) /i, (r, t) => `${inTense('complete', t)} ${r}`],
  [/^(?:made|make) sure /i, (r, t) => `${inTense('ensure', t)} ${r}`],
  [
    // Not "Helping companies integrate …": a sentence about someone else's work.
    /^(?:helped|assisted|helping|assisting) /i,
    (rest, tense) => {
      const [, particle = '', body = ''] = /^(?:(in|with|to) )?(.*)$/i.exec(rest.trim()) ?? [];
      const [first = '', ...others] = body.split(' ');
      const base = baseOf(first);
      // "helped prepare the budget", "assisted in preparing it": the team did it, with the
      // candidate's support. After "in" or "with" only a gerund is a verb ("helped in audit").
      const gerund = /ing$/i.test(first) && base;
      const bare = base === first.toLowerCase() && !/^(?:in|with)$/i.test(particle);
      if (base && (gerund || bare) && !OPENING_NOUN.test(first)) {
        return `${inTense('support', tense)} the team in ${gerundOf(base)} ${others.join(' ')}`;
      }
      // "Helping companies integrate …" is about the company's work, not the candidate's.
      return particle ? `${inTense('support', tense)} ${body}` : '';
    },
  ],
];

/** Words that are verbs we know and also nouns a line may open with ("Support", "Design"). */
const OPENING_NOUN = /^(?:support|design|review|plan|report|record|order|test|survey|model|map)$/i;

/** "Monthly reports were prepared by me" → "Prepared monthly reports". */
const PASSIVE =
  /^(.{3,60}?) (?:was|were|has been|have been|had been|got) (\p{L}+)(?: by (?:me|us|myself|the team))?(.*)$/iu;

/**
 * Opening verbs in the tense the role's dates call for; a past result in a current role stays,
 * and so does every tense when the dates do not say.
 */
function opening(text: string, datedTense: Tense | null): string {
  const [first = '', ...rest] = text.split(' ');
  const base = baseOf(first);
  if (!base || (OPENING_NOUN.test(first) && /^(?:of|and|for)$/i.test(rest[0] ?? ''))) {
    return text;
  }
  // "Handling …", "Manages …": a gerund or a third person is no tense a CV line takes.
  const settled = first.toLowerCase() === base || first.toLowerCase() === pastOf(base);
  const tense = datedTense ?? (settled ? null : 'past');
  if (!tense) return text;
  if (tense === 'present' && first.toLowerCase() === pastOf(base)) return text;
  return withTense(text, tense);
}

const NOT_OBJECT =
  /^(?:i|we|it|this|that|the|a|an|my|our|their|his|her|its|was|is|are|were|\d.*)$/i;

/** "Payroll processing for 40 staff" → "Processed payroll for 40 staff". */
function fromTaskNoun(text: string, tense: Tense): string | null {
  const ofForm = /^(?:the )?(\p{L}+) of (.+)$/iu.exec(text);
  if (ofForm) {
    const verb = verbOfTask(ofForm[1]!);
    if (verb) return `${inTense(verb, tense)} ${ofForm[2]}`;
  }
  // The task named after one to three words that are its object: none a verb or a pronoun.
  const words = text.split(' ');
  for (let at = 1; at <= 3 && at < words.length; at++) {
    const verb = verbOfTask(words[at]!);
    const object = words.slice(0, at);
    if (
      !object.every(
        (word, i) =>
          /^\p{L}+$/u.test(word) &&
          !baseOf(word) &&
          !NOT_OBJECT.test(word) &&
          (i === 0 || !/^\p{Lu}/u.test(word)),
      )
    ) {
      return null;
    }
    // "Microsoft training events": a task noun that names something else is no task.
    if (verb && /^(?:for|of|in|at|to|with|on|across|and|by)?$/i.test(words[at + 1] ?? '')) {
      const rest = words.slice(at + 1).join(' ');
      return [inTense(verb, tense), lowerFirst(object.join(' ')), rest].filter(Boolean).join(' ');
    }
  }
  return null;
}

const startsStrong = (line: string) =>
  OPENING_VERBS.has(
    line
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^\p{L}]/gu, '') ?? '',
  );

/**
 * Words before the real opening: "I have also worked on", "Currently I am working as", "Have
 * been taking care of". Dropped when a verb or a weak opening follows.
 */
const HEDGE =
  /^(?:(?:currently|presently|also|extensively|actively|mostly|closely|originally) )*(?:(?:i|we) )?(?:(?:have|has|had) (?:been )?|am |is |are )?(?:(?:also|extensively|actively|mostly|closely) )*(?=(\p{L}+))/iu;
const weakAhead = (word: string) => /^(?:responsible|involved|part|in)$/i.test(word);

/** One line of a list, rewritten; the same line when nothing in it is weak. */
function improveLine(raw: string, datedTense: Tense | null): string {
  // A weak opening rewritten takes the past when the dates do not say.
  const tense = datedTense ?? 'past';
  let text = raw
    .replace(/^[\s•·▪●◦‣*–¢-]+/, '')
    .replace(LEAD_HEADING, '')
    .replace(/^(?:i|we) (?:have |had )?(?=(\p{L}+))/iu, (pronoun, next: string) =>
      baseOf(next) || /^(?:was|am|worked|working|helped|assisted|participated)$/i.test(next)
        ? ''
        : pronoun,
    )
    .replace(CLICHES, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (LABEL_LINE.test(text)) return text.replace(/[\s;,]+$/, '');
  text = withoutFiller(text)
    .replace(HEDGE, (hedge, next: string) =>
      /ing$|ed$/i.test(next) || weakAhead(next) ? '' : hedge,
    )
    .replace(/\s+([,.;])(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const strengthened = strongerOpening(text, tense);
  if (strengthened) text = strengthened;
  else {
    const passive = PASSIVE.exec(text);
    const base = passive && baseOf(passive[2]!);
    if (passive && base && /(?:ed|en|lt|ld|pt|ht|ne|un|on|de|ut)$/i.test(passive[2]!)) {
      text = `${inTense(base, tense)} ${lowerFirst(passive[1]!)}${passive[3]}`;
    } else if (!startsStrong(text) && !/ed$/i.test(text.split(' ')[0] ?? '')) {
      text = fromTaskNoun(text, tense) ?? text;
    }
  }
  return capitalise(opening(text, datedTense)).replace(/[.;,\s]+$/, '');
}

/** The text with its weak opening put strongly, or null when it has none we can rewrite. */
function strongerOpening(text: string, tense: Tense): string | null {
  for (const [weak, strong] of WEAK_OPENERS) {
    const match = weak.exec(text);
    // An empty rewrite: this way of saying it better does not fit; another may.
    const better = match && strong(text.slice(match[0].length), tense).trim();
    if (better) return better;
  }
  return null;
}

/** A long line that lists several things split at its semicolons, each a line of its own. */
const MAX_WORDS = 30;
const pieces = (line: string) =>
  line.split(/\s+/).length > MAX_WORDS ? line.split(/;\s+/) : [line];

export interface Improved {
  text: string;
  /** Every line already opened with a strong verb and stated a figure: nothing to change. */
  alreadyStrong: boolean;
}

export function improveList(text: string, tense: Tense | null): Improved {
  const units = splitUnits(text)
    .filter((unit) => !HEADING_LINE.test(withoutMark(unit).trim()))
    .flatMap(pieces);
  const lines = units.map((unit) => improveLine(unit, tense)).filter((line) => line.length > 2);
  const alreadyStrong =
    units.length > 0 && units.every((unit) => startsStrong(withoutMark(unit)) && /\d/.test(unit));
  // One line typed without a mark stays one line without a mark.
  const single = lines.length === 1 && !/^\s*[•·*–-]/.test(text) && !text.trim().includes('\n');
  return { text: single ? lines[0]! : lines.map((line) => `- ${line}`).join('\n'), alreadyStrong };
}

/** Words that say nothing on their own: what is left of "I am a team player" without the cliché. */
const EMPTY_WORD = /^(?:i|am|is|are|a|an|the|and|very|really|person|people|someone|me|my)$/i;

/**
 * A summary, tidied: headings out, "I am a" dropped as CV summaries do, clichés and filler cut,
 * sentences capitalised and closed. Its figures stay as written, a claim of years too: the
 * user may know of work the CV does not date.
 */
export function improveParagraph(text: string): string {
  return (
    text
      .split(/\n+/)
      .filter((line) => !HEADING_LINE.test(line.trim()))
      .join(' ')
      .replace(LEAD_HEADING, '')
      // Sentences end at a stop even when the next one starts in lower case ("person. responsible").
      .split(/(?<=[.!?।])\s+/)
      .map((raw) => {
        // "Responsible for building APIs." → "Built APIs.": a weak opening, as in a list.
        const opening = strongerOpening(
          raw.replace(/^(?:i|we) (?:have been |was |am )?/i, ''),
          'past',
        );
        const sentence = opening ? `${capitalise(opening).replace(/[.;,\s]+$/, '')}.` : raw;
        const plain = withoutFiller(sentence.replace(/^i am (?:an? )?(?=\p{L})/iu, ''))
          .replace(CLICHES, '')
          // "Capable and hard-working, and adaptable": the cliché's "and" goes with it.
          .replace(/\b(and|&)\s+(?:and|&)\b/gi, '$1')
          .replace(/^[\s,]*(?:and|&)\s+/i, '')
          .replace(/\s+(?:and|&)(?=\s*[,.;]|\s*$)/gi, '')
          .replace(/\s+([,.;!?])/g, '$1')
          .replace(/[\s,;]+$/, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (plain === sentence.replace(/[\s,;]+$/, '').trim()) return plain;
        const words = plain
          .split(/\s+/)
          .filter((word) => !EMPTY_WORD.test(word.replace(/\W/g, '')));
        return words.length >= 3 ? plain : '';
      })
      .filter(Boolean)
      .map((sentence) => capitalise(sentence))
      .map((sentence) =>
        /[.!?।:]$/.test(sentence)
          ? sentence
          : `${sentence}${/[\u0980-\u09FF]/u.test(sentence) ? '।' : '.'}`,
      )
      .join(' ')
  );
}

export const improveTitle = (text: string) =>
  tidyTitle(text.replace(CLICHES, '').replace(/\s+/g, ' ').trim());
