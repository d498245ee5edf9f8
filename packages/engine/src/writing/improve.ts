import type { writingNotes } from '@careercard/shared/analysis';
import { OPENING_VERBS } from '../quality/verbs';
import { findSkills } from '../skills/find-skills';
import { splitUnits } from '../text/tokens';
import { strongerLineBn } from './bangla';
import { isTool, tidyTitle } from './draft';
import {
  baseOf,
  gerundOf,
  inFormOf,
  inTense,
  pastOf,
  verbOfTask,
  withTense,
  type Tense,
} from './verbs';
import { capitalise, hasBangla, lowerFirst, withoutMark } from './wording';

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
  // Wordy phrases CV guides cut: the short word says the same.
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bwith the help of\b/gi, 'with'],
  [/\beach and every\b/gi, 'every'],
  [/\bin a timely manner\b/gi, 'promptly'],
  [
    /\bin an? (efficient|effective|accurate|professional) manner\b/gi,
    (_, way: string) => `${way}ly`,
  ],
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
  // "Responsible for effectively planning", "worked on to resolve issues": a verb follows.
  const ahead = /^(?:\p{L}+ly (?=(\p{L}+ing) )|to (?=(\p{L}+) ))/iu.exec(rest);
  if (ahead && baseOf(ahead[1] ?? ahead[2]!)) {
    return withTense(rest.slice(ahead[0].length), tense);
  }
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
  // "Responsible for budget management" → "Managed budget", not "Managed budget management".
  const named = fromTaskNoun(rest, tense);
  if (named && baseOf(named.split(' ')[0]!) === fallback) return named;
  // No verb in the rest, and none to fall back on: the line stays as it was.
  if (!fallback) return '';
  return [inTense(fallback, tense), particle, rest].filter(Boolean).join(' ');
}

/** "Worked on Jenkins", "worked on various technologies": a tool used, not work to credit. */
const TOOLS_AHEAD =
  /^(?:(?:various|different|multiple|several|many) )?(?:technologies|tools|environments|platforms|software)\b/i;
const namesTool = (rest: string) =>
  // "the payroll module" is a thing worked on; a tool is named bare.
  !/^(?:the|a|an)\s/i.test(rest) &&
  (TOOLS_AHEAD.test(rest) || findSkills(rest.split(' ').slice(0, 2).join(' ')).some(isTool));

/** A rewritten line, with what the user should know about it. */
interface Line {
  text: string;
  note?: (typeof writingNotes)[number];
}

/** "technologies like": words that only announce the list after them. */
const LIST_LEAD =
  /^(?:(?:various|different|multiple|several|many) )?(?:technologies|tools|platforms)(?: like| such as| including)?:? /i;

/**
 * "Worked with Python, Django and MySQL", "Used Jenkins for builds": skills named, not work
 * done. What the line claims is that they were applied, so it says that, and the note points
 * to the Skills section, where a list of them counts. One tool with nothing done with it
 * ("Used Tally daily") stays as it was.
 */
function skillsApplied(rest: string, tense: Tense): Line | '' {
  const list = rest.replace(LIST_LEAD, '');
  // "Test management tools like JIRA, VSTS": the names follow "like".
  const named = list.replace(/^(?:[\p{L}-]+ ){1,3}(?:like|such as|including) |^[^:]{1,60}: /iu, '');
  const opener = list.split(' ')[0] ?? '';
  const verbal = named === list && (baseOf(opener) || /ing$/i.test(opener));
  if (verbal || TOOLS_AHEAD.test(opener)) return '';
  const items = named.split(/,|&|\band\b/).filter((item) => findSkills(item).length > 0);
  const opens = findSkills(named.split(' ').slice(0, 3).join(' ')).length > 0;
  const purpose = / (?:for|as|to) \p{L}/u.test(named);
  if (!opens || (items.length < 2 && !purpose)) return '';
  return { text: `${inTense('apply', tense)} ${list}`, note: 'skillsLine' };
}

/** "Microsoft, Hyderabad as Software Engineer from January 2015": where and when, not what. */
const EMPLOYMENT_DETAIL = [
  /\b[Aa]s (?:an? )?\p{Lu}/u,
  /\b(?:from|since) (?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:19|20)\d\d\b|\btill date\b/i,
];
const namesEmployer = (rest: string) =>
  /^\p{Lu}/u.test(rest) &&
  !findSkills(rest.split(/[\s,]/)[0] ?? '').length &&
  EMPLOYMENT_DETAIL.some((detail) => detail.test(rest));

/**
 * "Worked in multiple domains", "in more than 20 countries", "in the manufacturing plants": a
 * reach or a place served, not a task.
 */
const REACH =
  /^(?:the |a |an )?(?:[\p{L}\d-]+ ){0,3}(?:domains?|sectors?|industry|industries|markets?|countries|regions|verticals?|fields?|plants?|factory|factories|warehouses?|stores?|shops?|kitchens?|hospitals?|clinics?|wards?|offices?|branch(?:es)?|labs?|laboratories|restaurants?|hotels?|schools?|sites?)\b/iu;

/**
 * A kind of work, by the last word before any "of", "for" or comma: "data entry", "the build
 * process", "staff training"; not "history of banking".
 */
const WORK_NOUN =
  /(?:\p{L}+(?:ing|ment|tion|sion|ance|ence)|entry|process(?:es)?|operations?|support|work|travel|services?|sales|duties|tasks)$/iu;
const isKindOfWork = (text: string) =>
  WORK_NOUN.test(
    text
      .split(/\s(?:of|for|in|with|on|at|to|using|across|during|from)\s|[,;:(]/)[0]!
      .trim()
      .replace(/[.\s]+$/, ''),
  );

/** Those one works with: people, groups and organisations. */
const PEOPLE =
  /^(?:[\p{L}&,-]+ ){0,4}?(?:teams?|colleagues|co-?workers|teammates|peers|clients?|customers?|stakeholders|developers|engineers|designers|editors|writers|managers?|management|leadership|leaders|directors?|owners?|staff|personnel|members|employees|officers?|officials|agenc(?:y|ies)|candidates|students|teachers|nurses|physicians|doctors|executives|controllers?|supervisors?|analysts|consultants|auditors|contractors|departments?|partners|vendors|suppliers|support|levels|volunteers|families|patients|residents|community|organi[sz]ations?|compan(?:y|ies)|firms|units?|groups?|committees?|board)\b/iu;

/** What one contributes to: a project, a product or a named thing. */
const CONTRIBUTION =
  /\b(?:projects?|program(?:me)?s?|modules?|applications?|apps?|products?|systems?|platforms?|releases?|revamp|initiatives?|migration|development|implementation|level|phase)\b|^(?:the )?\p{Lu}/u;

/** Contests one takes part in, rather than contributes to. */
const CONTEST =
  /\b(?:competitions?|contests?|quiz|olympiad|hackathons?|championships?|tournaments?|games|debates?|matches|races?)\b/i;
/** Gatherings one attends: organised, but no contest. */
const GATHERING =
  /\b(?:seminars?|workshops?|conferences?|sessions?|meetings?|events?|fairs?|fests?|festivals?|camps?|webinars?|trainings?)\b/i;
const isContest = (text: string) =>
  CONTEST.test(text) || (/\borgani[sz]ed by\b/i.test(text) && !GATHERING.test(text));

/** A weak opening, and the line put strongly from what follows it ('' when it does not fit). */
const WEAK_OPENERS: Array<
  [RegExp, (rest: string, tense: Tense, opening: string) => string | Line]
> = [
  [
    // "Worked extensively on", "participated actively in": the adverb adds nothing the verb keeps.
    /^(worked|working|participated|involved|helped) (?!closely|directly|effectively|collaboratively)\p{L}+ly (?=(?:on|with|in|for|at|as|across|alongside|towards?|to) )/iu,
    (r, t, opening) => strongerOpening(`${opening.split(' ')[0]} ${r}`, t, false) ?? '',
  ],
  [
    // "Used Jenkins to implement CI", "Worked on CoreNLP to extract keywords": the task is the
    // verb, the tool what it was done with.
    /^(?:used|utili[sz]ed|(?:worked|working) (?:on|with)) (?=.{1,60}? to \p{L}+ )/iu,
    (r, t) => {
      const [, tools = '', verb = '', rest = ''] = /^(.+?) to (\p{L}+) (.+)$/u.exec(r) ?? [];
      const tool = /^\p{Lu}/u.test(tools) || namesTool(tools);
      return tool && baseOf(verb) === verb.toLowerCase()
        ? `${inTense(verb, t)} ${rest} using ${tools}`
        : '';
    },
  ],
  [
    // "Worked with Microsoft, Hyderabad as Software Engineer from 2015 to 2017": the job's own
    // fields say it; the line keeps it with a verb, and the note says where it belongs.
    /^(?:currently |presently )?(?:worked|working|employed) (?:currently |presently )?(?:in|with|at|for) /i,
    (r, t) =>
      namesEmployer(r)
        ? {
            // A job the line dates as over is in the past, whatever the entry's own dates.
            text: `${inTense('serve', /present|till date|to date|current/i.test(r) ? t : 'past')} at ${r.replace(/ As /, ' as ')}`,
            note: 'employmentLine',
          }
        : '',
  ],
  [
    /^(?:(?:have|has|having) )?(?:(?:good|strong|extensive|solid|hands-on|practical|excellent|some|basic) )*(?:experience|exposure|expertise|hands-on) (?:in|with|of|on)(?: using)? /i,
    // "Experience in working with the team": the rest has a weak opening of its own.
    (r, t) =>
      fromRest(r, '', t) ||
      (fromTaskNoun(r, t) ?? '') ||
      skillsApplied(r, t) ||
      (strongerOpening(r, t, false)?.text ?? '') ||
      // "Experience in data entry": work of that kind was handled; a subject ("history of
      // banking") or a tool alone stays as it was.
      (isKindOfWork(r) && !namesTool(r) ? `${inTense('handle', t)} ${r}` : ''),
  ],
  [
    /^(?:used|utili[sz]ed|(?:currently |presently )?(?:worked|working) (?:on|with))(?: using)? /i,
    (r, t) => skillsApplied(r, t),
  ],
  [/^(?:was |am |is )?(?:responsible|accountable) for:? /i, (r, t) => fromRest(r, 'manage', t)],
  [
    /^(?:my )?(?:duties|responsibilities|tasks) (?:included|include|involved|involve|comprised|consisted of|were|are|was|is):? /i,
    (r, t) => fromRest(r, 'handle', t),
  ],
  [/^(?:was |am )?in charge of /i, (r, t) => fromRest(r, 'oversee', t)],
  [/^(?:was |am )?tasked with /i, (r, t) => fromRest(r, 'handle', t)],
  [/^(?:was |were |am )?(?:involved|engaged) in /i, (r, t) => fromRest(r, 'contribute', t, 'to')],
  [
    // "Involved with the finance team" → collaborated; "with the audit" → contributed to it.
    /^(?:was |were |am )?involved with /i,
    (r, t) =>
      PEOPLE.test(r)
        ? `${inTense('collaborate', t)} with ${r}`
        : fromRest(r, 'contribute', t, 'to'),
  ],
  [
    /^participated (?:in|on) /i,
    (r, t) =>
      isContest(r) ? `${inTense('compete', t)} in ${r}` : fromRest(r, 'contribute', t, 'to'),
  ],
  [/^participated as /i, (r, t) => `${inTense('serve', t)} as ${r}`],
  [
    /^(?:currently |presently )?(?:worked|working) on /i,
    (r, t) => (namesTool(r) ? '' : fromRest(r, 'contribute', t, 'to')),
  ],
  [
    /^(?:currently |presently )?(?:worked|working) (?:in|across|for) /i,
    (r, t) => (REACH.test(r) ? `${inTense('serve', t)} in ${r}` : ''),
  ],
  [
    /^(?:(?:was|am|i was|i am|worked as|working as) )?(?:a )?part of (?:a|the) team (?:for|in|that was|which was)? ?(?=\p{L}+ing\b)/iu,
    (r, t) => `${withTense(r.replace(/[\s.;,]+$/, ''), t)} as part of a team`,
  ],
  [
    // "Part of a team that is responsible for ETL", "part of a team that created a portal".
    /^(?:was |am |i was |i am )?(?:a )?part of (?:a |the )?team (?:which|that|who) (?:is |was |were |are )?/i,
    (r, t) => {
      const done = strongerOpening(r, t)?.text ?? (startsStrong(r) ? withTense(r, t) : '');
      return done ? `${done.replace(/[\s.;,]+$/, '')} as part of a team` : '';
    },
  ],
  [
    // "Part of the Microsoft Global Delivery Internship": a programme one completes.
    /^(?:was |am |i was |i am )?(?:a )?part of (?=(?:the |a |an )?(?:[\p{L}-]+ ){0,6}(?:internship|program(?:me)?|training|bootcamp|fellowship|course)\b)/iu,
    (r, t) => `${inTense('complete', t)} ${r}`,
  ],
  [/^provided support (?:in|to|for|with) /i, (r, t) => `${inTense('support', t)} ${r}`],
  // "Provided technical support to 200 users": delivered, with every word of what it was.
  [/^provided (?=(?:[\p{L}-]+ ){0,2}support\b)/iu, (r, t) => `${inTense('deliver', t)} ${r}`],
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
    /^(?:worked|working) in (?:close )?(?:cooperation|collaboration|coordination|partnership|conjunction|tandem) with /i,
    (r, t) => `${inTense('collaborate', t)} with ${r}`,
  ],
  [
    /^(?:worked|working) in (?=(?:the |a |an )?(?:[\p{L}-]+ ){0,4}(?:team|department|group|unit|division)\b)/iu,
    (r, t) => `${inTense('serve', t)} in ${r}`,
  ],
  [
    /^(?:currently |presently )?(?:worked|working) (?:also |mainly |primarily |for (?:\S+ ){1,2}(?:years?|months?) )?(?:as|in the capacity of|in the role of) /i,
    (r, t) => `${inTense('serve', t)} as ${r}`,
  ],
  [/^(?:worked|working) towards? (?=\p{L}+ing\b)/iu, (r, t) => fromRest(r, '', t)],
  // "Worked towards the ISO audit": contributed to it; "worked to cut costs": cut them.
  [/^(?:worked|working) towards? /i, (r, t) => fromRest(r, 'contribute', t, 'to')],
  [/^(?:worked|working) (?=to \p{L}+ )/iu, (r, t) => fromRest(r, '', t)],
  // "Worked under the chief accountant": served under them.
  [/^(?:worked|working) under /i, (r, t) => `${inTense('serve', t)} under ${r}`],
  [
    // "Worked for 3 years at Meghna Group": served those years.
    /^(?:worked|working) for (?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\+? (?:years?|months?)\b)/i,
    (r, t) => `${inTense('serve', t)} ${r}`,
  ],
  [
    // "Worked closely with the finance team", "with Communications to develop brochures".
    /^(?:worked|working) (?:(?:closely|directly|effectively|collaboratively|jointly|well|together) )?(?:with|alongside|across) /i,
    (r, t) =>
      PEOPLE.test(r) || (/^(?:the )?\p{Lu}/u.test(r) && !namesTool(r.replace(/^the /, '')))
        ? `${inTense('collaborate', t)} with ${r}`
        : '',
  ],
  [
    // "Worked for the Air Logistics Program", "worked in complete revamp of the portal".
    /^(?:currently |presently )?(?:worked|working) (?:in|for|at) (?!(?:a |the )?(?:team|shifts?)\b)/i,
    (r, t) =>
      CONTRIBUTION.test(r) && !findSkills(r.split(' ')[0] ?? '').some(isTool)
        ? fromRest(r, 'contribute', t, 'to')
        : '',
  ],
  [
    // "Understanding the requirements": reading them is analysis.
    /^understanding (?=(?:the |our |\p{L}+ ){0,3}(?:requirements|needs|specifications)\b)/iu,
    (r, t) => withTense(`analysing ${r}`, t),
  ],
  [
    /^(?:(?:i am|am|was|were) )?(?:able|capable of|skilled (?:in|at)) /i,
    (r, t) => fromRest(r, '', t),
  ],
  [
    // Any other "worked with": things handled ("worked with the foals"), not a tool used.
    /^(?:currently |presently )?(?:worked|working) with /i,
    (r, t) => (namesTool(r) ? '' : `${inTense('handle', t)} ${r}`),
  ],
  [
    // Any other "worked in" or "at": a place served ("at the front desk", "in shifts").
    /^(?:currently |presently )?(?:worked|working) (?=(?:in|at) (?!\d))/i,
    (r, t) => (namesTool(r.replace(/^\S+ /, '')) ? '' : `${inTense('serve', t)} ${r}`),
  ],
  [
    // "Worked for a temporary agency", "for Meghna Group": the employer served.
    /^(?:currently |presently )?(?:worked|working) for (?=(?:a |an |the )?\p{Lu}|(?:a |an |the )(?:[\p{L}-]+ ){0,2}(?:agency|company|firm|organi[sz]ation|bank|ngo|school|hospital|business|restaurant|store|shop|family)\b)/iu,
    (r, t) => `${inTense('serve', t)} at ${r}`,
  ],
  [
    // "Part of the finance team" → served on it; "part of a project" → contributed to it.
    /^(?:was |am |is |i was |i am )?(?:a )?part of (?=(?:a|an|the|our|my)\s)/i,
    (r, t) =>
      /^(?:\S+ ){1,4}?(?:team|group|committee|unit|crew|department|squad|panel|board)\b/i.test(r)
        ? `${inTense('serve', t)} on ${r}`
        : `${inTense('contribute', t)} to ${r}`,
  ],
  [/^(?:did|done|doing) (?!not\b)/i, (r, t) => `${inTense('complete', t)} ${r}`],
  [/^(?:carry|carries|carried|carrying) out /i, (r, t) => `${inTense('perform', t)} ${r}`],
  [/^(?:made|make) sure /i, (r, t) => `${inTense('ensure', t)} ${r}`],
  [
    // "Assisted" is a verb of its own: only "helped" is made stronger.
    /^(?:helped|helping) /i,
    (rest, tense) => {
      const [, particle = '', body = ''] = /^(?:(in|with|to) )?(.*)$/i.exec(rest.trim()) ?? [];
      const [first = '', ...others] = body.split(' ');
      const base = baseOf(first);
      // "helped prepare the budget", "helped in preparing it": the team did it, with the
      // candidate's support. After "in" or "with" only a gerund is a verb ("helped in audit").
      const gerund = /ing$/i.test(first) && base;
      const bare = base === first.toLowerCase() && !/^(?:in|with)$/i.test(particle);
      if (base && (gerund || bare) && !OPENING_NOUN.test(first)) {
        return `${inTense('support', tense)} the team in ${gerundOf(base)} ${others.join(' ')}`;
      }
      if (particle) return `${inTense('support', tense)} ${body}`;
      // "Helping companies integrate processes" → "Enabled companies to integrate processes";
      // "helping the QA team with testing" → "Supported the QA team with testing".
      const words = body.split(' ');
      // A verb after a noun, not after "the" ("the audit team").
      const at = words.findIndex(
        (word, i) =>
          i > 0 &&
          i <= 4 &&
          baseOf(word) === word &&
          !/^(?:the|a|an|our|their|its)$/i.test(words[i - 1]!),
      );
      const withAt = words.findIndex((word, i) => i > 0 && i <= 4 && word === 'with');
      // Not "helping the QA team with testing", where "with" comes before any verb.
      if (at > 0 && (withAt < 0 || at < withAt)) {
        const [who, rest] = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
        return `${inTense('enable', tense)} ${who} to ${rest}`;
      }
      // "Helped the store manager": whom was supported. A line in title case is a name
      // ("Helping Students Learn …"), not work.
      const named = words.filter((word) => /^\p{Lu}/u.test(word)).length > words.length / 2;
      return withAt > 0 || !named ? `${inTense('support', tense)} ${body}` : '';
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

/** Plain verbs and the stronger word that says the same: "Answered calls" → "Handled calls". */
const STRONGER: Record<string, string> = { provide: 'deliver', answer: 'handle' };

/** The line with a plain opening verb put as its stronger synonym, in the same form. */
function stronger(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  const synonym = STRONGER[baseOf(first) ?? ''];
  return synonym ? [capitalise(inFormOf(first, synonym)), ...rest].join(' ') : text;
}

const NOT_OBJECT =
  /^(?:i|we|it|this|that|the|a|an|my|our|their|his|her|its|was|is|are|were|\d.*)$/i;

/** The words a task noun's object or purpose follows. */
const AFTER_TASK = /^(?:for|of|in|at|to|with|on|across|and|by|through|using|via|from)?$/i;

/**
 * "Payroll processing for 40 staff" → "Processed payroll for 40 staff"; "Deployments to
 * production" → "Deployed to production"; "Development, testing and support" → "Handled
 * development, testing and support".
 */
function fromTaskNoun(text: string, tense: Tense): string | null {
  const ofForm = /^(?:the )?(\p{L}+) of (.+)$/iu.exec(text);
  if (ofForm) {
    const verb = verbOfTask(ofForm[1]!);
    // "Invoicing of sold crops and tracking payments": the joined gerunds turn with it.
    if (verb && /ing$/i.test(ofForm[1]!)) return withTense(`${ofForm[1]} ${ofForm[2]}`, tense);
    if (verb) return `${inTense(verb, tense)} ${ofForm[2]}`;
  }
  const listed = text.replace(/[.;]$/, '');
  const tasks = listed.split(/,\s*|\s+(?:and|&)\s+/);
  if (
    tasks.length > 1 &&
    tasks.every(
      (task) => /^\p{L}+$/u.test(task) && (verbOfTask(task) || baseOf(task) === task.toLowerCase()),
    )
  ) {
    return `${inTense('handle', tense)} ${listed.toLowerCase()}`;
  }
  const words = text.split(' ');
  const headVerb = verbOfTask(words[0]!);
  if (headVerb && !/ing$/i.test(words[0]!) && /^(?:to|for|across|in|on)$/i.test(words[1] ?? '')) {
    return `${inTense(headVerb, tense)} ${words.slice(1).join(' ')}`;
  }
  // The task named after one to three words that are its object: none a verb or a pronoun.
  for (let at = 1; at <= 3 && at < words.length; at++) {
    const verb = verbOfTask(words[at]!);
    const object = words.slice(0, at);
    if (
      !object.every(
        (word, i) =>
          /^\p{L}+$/u.test(word) &&
          // A noun that is a verb too ("budget", "order") may be the object; "managed" not.
          (baseOf(word) ?? word.toLowerCase()) === word.toLowerCase() &&
          !NOT_OBJECT.test(word) &&
          !/ly$/i.test(word) &&
          (i === 0 || !/^\p{Lu}/u.test(word)),
      )
    ) {
      return null;
    }
    // "Microsoft training events": a task noun that names something else is no task.
    if (verb && AFTER_TASK.test(words[at + 1] ?? '')) {
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
function improveLine(raw: string, datedTense: Tense | null): Line {
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
  // "Client: Acme" stays; "Responsible for: negotiating rents" is a weak opening.
  if (LABEL_LINE.test(text) && !/^responsible for:/i.test(text)) {
    return { text: text.replace(/[\s;,]+$/, '') };
  }
  text = withoutFiller(text)
    .replace(HEDGE, (hedge, next: string) =>
      /ing$|ed$/i.test(next) || weakAhead(next) ? '' : hedge,
    )
    .replace(/\s+([,.;])(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // A Bangla line: its weak form rewritten in Bangla, in its own voice.
  if (hasBangla(text)) {
    return { text: (strongerLineBn(text, datedTense) ?? text).replace(/[।.;,\s]+$/u, '') };
  }
  const strengthened = strongerOpening(text, tense);
  if (strengthened) text = strengthened.text;
  else {
    const passive = PASSIVE.exec(text);
    const base = passive && baseOf(passive[2]!);
    if (passive && base && /(?:ed|en|lt|ld|pt|ht|ne|un|on|de|ut)$/i.test(passive[2]!)) {
      text = `${inTense(base, tense)} ${lowerFirst(passive[1]!)}${passive[3]}`;
    } else if (!startsStrong(text) && !/ed$/i.test(text.split(' ')[0] ?? '')) {
      text = fromTaskNoun(text, tense) ?? text;
    }
  }
  return {
    text: capitalise(stronger(opening(text, datedTense))).replace(/[.;,\s]+$/, ''),
    note: strengthened?.note,
  };
}

/**
 * The text with its weak opening put strongly, or null when it has none we can rewrite. A
 * rewrite that still opens weakly ("Experience in working with the team" → "Worked with the
 * team") is rewritten once more.
 */
function strongerOpening(text: string, tense: Tense, again = true): Line | null {
  for (const [weak, strong] of WEAK_OPENERS) {
    const match = weak.exec(text);
    if (!match) continue;
    const answer = strong(text.slice(match[0].length), tense, match[0]);
    const better = typeof answer === 'string' ? { text: answer.trim() } : answer;
    // An empty rewrite: this way of saying it better does not fit; another may.
    if (!better.text) continue;
    const further = again ? strongerOpening(better.text, tense, false) : null;
    return further ? { ...further, note: further.note ?? better.note } : better;
  }
  return null;
}

const MAX_WORDS = 30;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Where a long line may part: a semicolon, a sentence's end, a comma (", and managed …"). */
const PARTING = /(;\s+|(?<=[a-z)]\.)\s+(?=\p{Lu})|,\s+(?:and\s+)?)/u;

/**
 * A long line that says several things, each a line of its own: parted at its semicolons, at
 * its sentences, and at a comma before a clause a past verb opens ("…, and trained 8 staff").
 * A piece too short to stand alone stays with the one before it.
 */
function pieces(line: string): string[] {
  if (wordCount(line) <= MAX_WORDS) return [line];
  const [first = '', ...rest] = line.split(PARTING);
  const parts = [first];
  for (let i = 0; i < rest.length; i += 2) {
    const [mark = '', text = ''] = [rest[i], rest[i + 1]];
    const word = text.split(' ')[0] ?? '';
    const base = baseOf(word);
    const clause = !mark.startsWith(',') || (base !== null && word.toLowerCase() === pastOf(base));
    if (clause && wordCount(text) >= 4 && wordCount(parts.at(-1)!) >= 4) {
      parts.push(capitalise(text));
    } else {
      parts[parts.length - 1] += `${mark}${text}`;
    }
  }
  return parts.map((part) => part.replace(/[\s.;,]+$/, ''));
}

export interface Improved {
  text: string;
  /** Every line already opened with a strong verb and stated a figure: nothing to change. */
  alreadyStrong: boolean;
  /** What a line rewritten says of itself: it lists skills, or where one worked. */
  note?: Line['note'];
}

export function improveList(text: string, tense: Tense | null): Improved {
  const units = splitUnits(text)
    .filter((unit) => !HEADING_LINE.test(withoutMark(unit).trim()))
    .flatMap(pieces);
  const improved = units.map((unit) => improveLine(unit, tense));
  const lines = improved.map((line) => line.text).filter((line) => line.length > 2);
  const note = improved.find((line) => line.note)?.note;
  const alreadyStrong =
    units.length > 0 && units.every((unit) => startsStrong(withoutMark(unit)) && /\d/.test(unit));
  // One line typed without a mark stays one line without a mark.
  const single = lines.length === 1 && !/^\s*[•·*–-]/.test(text) && !text.trim().includes('\n');
  return {
    text: single ? lines[0]! : lines.map((line) => `- ${line}`).join('\n'),
    alreadyStrong,
    ...(note ? { note } : {}),
  };
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
        const sentence = opening ? `${capitalise(opening.text).replace(/[.;,\s]+$/, '')}.` : raw;
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
        /[.!?।:]$/.test(sentence) ? sentence : `${sentence}${hasBangla(sentence) ? '।' : '.'}`,
      )
      .join(' ')
  );
}

/**
 * A career objective's sentence: what the writer wants from an employer ("To secure a
 * challenging position where I can use my skills"), not what they offer.
 */
const OBJECTIVE =
  /^(?:(?:my )?(?:career )?objective\s*[:–-]?\s*)?(?:to (?:work|secure|obtain|pursue|seek|get|join|be|build|keep|serve|leverage|utili[sz]e|use|achieve|grow|contribute|excel|establish|find|gain|attain|associate|enhance|succeed|become|start|make|learn)|i (?:want|would like|wish|am looking|am seeking|seek|aspire|intend|hope)|seeking|looking for|aspiring)\b/i;

/** The summary less its objective sentences, and whether it had any. */
export function withoutObjective(text: string): { rest: string; hadObjective: boolean } {
  const sentences = text
    .split(/(?<=[.!?।])\s+|\s*\n+\s*|\s*[•·]\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const kept = sentences.filter((sentence) => !OBJECTIVE.test(sentence));
  return { rest: kept.join(' '), hadObjective: kept.length < sentences.length };
}

export const improveTitle = (text: string) =>
  tidyTitle(text.replace(CLICHES, '').replace(/\s+/g, ' ').trim());
