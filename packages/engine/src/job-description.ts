import { alternativeGroups } from './skills/alternatives';
import { canonicalSkill, skillOccurrences } from './skills/find-skills';
import { educationLevelIn, educationRank } from './education';
import { splitUnits, stem, stopWords, tokenize } from './text/tokens';
import { repairText } from './text/repair-text';
import { trimEnds } from './text/trim';
import { ROLE_WORDS } from './text/roles';
import { isKnownPlace } from './text/places';
import type { EducationLevel, JobSkill, ParsedJob } from './types';

/**
 * Reads a job posting. Each sentence is weighed by the part of the posting it sits in, so what
 * the job asks for counts fully and the company's boilerplate (about us, benefits, equal
 * opportunity) barely counts.
 */

type Part = 'requirements' | 'preferred' | 'responsibilities' | 'neutral' | 'about' | 'benefits';

const PART_WEIGHT: Record<Part, number> = {
  requirements: 1,
  responsibilities: 0.8,
  neutral: 0.6,
  preferred: 0.5,
  about: 0.1,
  benefits: 0.05,
};

/** Headings that open a part; matched at the start of a unit. */
const HEADINGS: Array<[Part, RegExp]> = [
  [
    'preferred',
    /^(?:preferred|desired|bonus|nice[- ]to[- ]haves?|good to have|pluses|bonus points|additional|it would be great)\b/i,
  ],
  [
    'requirements',
    /^(?:requirements?|qualifications?|minimum qualifications|basic qualifications|required|must[- ]haves?|what you(?:'|’)?ll (?:need|bring)|what you bring|what we(?:'|’)?re looking for|who you are|you have|you(?:'|’)ll have|about you|skills(?: and| &) (?:experience|qualifications)|your profile|the ideal candidate|job requirements|experience and skills|key skills|eligibility)\b/i,
  ],
  // Bdjobs' sections: "Education Requirements", "Experience Requirements", or the bare word.
  ['requirements', /^(?:education(?:al)?|experience|additional)(?: requirements?)?:?$/i],
  [
    'responsibilities',
    /^(?:responsibilities|key responsibilities|duties|what you(?:'|’)?ll do|what you will do|the role|about the role|your role|job description|role overview|in this role|day[- ]to[- ]day|your impact|what you(?:'|’)ll be doing)\b/i,
  ],
  [
    'benefits',
    /^(?:benefits|perks|what we offer|we offer|compensation|salary|pay range|why join|why you(?:'|’)ll love|our benefits|total rewards|the pay|base pay)\b/i,
  ],
  [
    'about',
    /^(?:about (?:us|the company|our company|[A-Z][\w&.]*)|who we are|our mission|our story|company overview|our team)\b/i,
  ],
];

/** Sentences that are boilerplate wherever they stand. */
const BOILERPLATE =
  /\b(?:equal (?:employment )?opportunity|eeo\b|affirmative action|without regard to|regardless of|race,? colou?r|sexual orientation|gender identity|veteran status|disabilit(?:y|ies)|reasonable accommodations?|401\(?k\)?|health insurance|dental|vision insurance|paid time off|\bpto\b|parental leave|stock options|equity package|salary range|base salary|compensation range|per (?:hour|annum|year)|background check|e-verify|privacy (?:notice|policy)|recruitment agenc(?:y|ies)|unsolicited|visa sponsorship|we are proud|backed by|raised \$|series [a-e]\b|founded in|headquartered|vacation|holidays|accru(?:al|es?|ed)|benefits? (?:package|program|summary)|commuter|flexible spending|life insurance|hiring range|pay range|bonus and equity|immuni[sz]ation|occupational health|wellness|retirement (?:plan|savings)|salar(?:y|ies)|disclaimer|calendar year|applicants?\b|fair chance|conviction|criminal|arrest record|ordinance|estimated (?:min|max)|(?:hourly|pay) rate|please contact|contact us)\b/i;

const PREFERRED_HINT =
  /\b(?:preferred|nice to have|a plus|is a plus|are a plus|bonus|desirable|ideally|advantageous|good to have|not required|familiarity with)\b/i;
const REQUIRED_HINT =
  /\b(?:required|must|minimum|at least|proficien\w+|strong|solid|expert|proven)\b/i;

/** The least stress that makes a skill part of the job: one plain mention, or several weak ones. */
const MIN_STRESS = 0.5;

/** How many sentences an about-us or benefits heading covers when no heading follows. */
const BOILERPLATE_SPAN = 5;

export interface JobUnit {
  text: string;
  part: Part;
  weight: number;
  /** The heading the unit stands under, if any ("Experience", "Responsibilities"). */
  heading: string | null;
}

/**
 * Where copying lost a line break, a heading or a bullet runs into its neighbour:
 * "RequirementsWhat", "languagesExperience", "field.4+ years". The join is a lower-case letter
 * (maybe with a full stop) met by a capital that opens a word, or by a digit after the stop.
 */
const GLUED_AFTER_STOP = /(?<=[a-z]{2}[.!?:;])(?=[A-Z][a-z]{2}|\d)/g;
const GLUED_IN_WORD = /(?<=[a-z]{2})(?=[A-Z][a-z])/g;

/** The posting with its lost line breaks put back, sparing names written in camel case. */
function unglue(text: string): string {
  return text.replace(GLUED_AFTER_STOP, '\n').replace(/[A-Za-z]+/g, (word) =>
    // "JavaScript", "GitHub" and "SharePoint" are names the taxonomy knows, not two words.
    /[a-z]{2}[A-Z][a-z]/.test(word) && !canonicalSkill(word)
      ? word.replace(GLUED_IN_WORD, '\n')
      : word,
  );
}

/** Breaks the posting into units and labels each with its part. */
function jobUnits(text: string): JobUnit[] {
  let part: Part = 'neutral';
  let sinceHeading = 0;
  let under: string | null = null;
  const units: JobUnit[] = [];
  for (const unit of splitUnits(text)) {
    const heading = HEADINGS.find(([, pattern]) => pattern.test(unit));
    if (heading) {
      part = heading[0];
      sinceHeading = 0;
      under = unit;
    } else if (++sinceHeading > BOILERPLATE_SPAN && (part === 'about' || part === 'benefits')) {
      // A posting without further headings has moved on from the company to the job.
      part = 'neutral';
    }
    let unitPart = part;
    if (BOILERPLATE.test(unit)) unitPart = 'benefits';
    else if (PREFERRED_HINT.test(unit) && unitPart !== 'about') unitPart = 'preferred';
    else if (unitPart === 'neutral' && REQUIRED_HINT.test(unit)) unitPart = 'requirements';
    units.push({ text: unit, part: unitPart, weight: PART_WEIGHT[unitPart], heading: under });
  }
  return units;
}

const TITLE_LABEL =
  /^(?:job title|job description|position|role|title|designation|post|vacancy|opening)\s*[:\-–]\s*(.+)$/i;
const NOT_A_TITLE =
  /^(?:job description|about|overview|summary|description|company|location|we are|we're|our|the|at |join|requirements?|responsibilities|qualifications?|skills|duties|benefits|what you)\b/i;

/** A first line that can name the job: words, without an emoji or the mark ending a sentence. */
const namesJob = (line: string) => /\p{L}/u.test(line) && !/[\p{So}।!?]/u.test(line);

/** "We are looking for a talented Senior Backend Engineer to join …": the role in a sentence. */
const SOUGHT =
  /\b(?:looking for|seeking|hiring|recruiting|searching for)\s+(?:an?\s+|our next\s+)?/i;
const ENDS_ROLE = /^(?:to|who|that|with|for|in|at|on|from|based)$/i;

/** "Java Developer (3 Years of Experience)": the role without what it asks for. */
const bareTitle = (title: string) =>
  title
    .replace(
      /\s*\((?:[^)]*\d[^)]*\b(?:years?|yrs?)\b[^)]*|\s*(?:remote|hybrid|on-?site)\s*)\)\s*$/i,
      '',
    )
    // The line broke inside the bracket ("Senior Engineer (5+ Years of").
    .replace(/\s*\([^)]*$/, '')
    .trim()
    .slice(0, 120);

function findTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const labelled = TITLE_LABEL.exec(line)?.[1];
    // "Job Description: We are seeking …" labels a sentence, not a title.
    if (labelled && labelled.split(/\s+/).length <= 12 && !NOT_A_TITLE.test(labelled)) {
      return bareTitle(labelled);
    }
  }
  const first = lines.find((line) => line.trim() !== '');
  if (!first) return null;
  const candidate = trimEnds(first, { start: /\s/, end: /[:|\s]/ });
  const words = candidate.split(/\s+/).length;
  // A first line naming only a place ("Dhaka, Bangladesh") is where the job is, not what.
  // A long first line is a title when it names a role ("Senior Python Engineer - (SaaS) On-Site
  // - San Francisco").
  if (
    (words <= 12 || (words <= 20 && ROLE_WORDS.test(candidate))) &&
    candidate.length <= 120 &&
    !NOT_A_TITLE.test(candidate) &&
    !isKnownPlace(candidate) &&
    namesJob(candidate)
  ) {
    if (!(/[.!?]$/.test(candidate) && words > 6)) return bareTitle(candidate);
  }
  return soughtRole(lines.slice(0, 30).join(' '));
}

/**
 * The role a sentence says the company is looking for: the run of capitalised words that ends
 * it ("a talented and experienced Java Developer"), or its last words when written in lower
 * case, so long as it names a role.
 */
function soughtRole(text: string): string | null {
  const sought = SOUGHT.exec(text);
  if (!sought) return null;
  // The phrase runs to the first word or mark that ends it once it has named a role.
  const words: string[] = [];
  let named = false;
  for (const word of text
    .slice(sought.index + sought[0].length)
    .split(/\s+/)
    .slice(0, 12)) {
    if (named && ENDS_ROLE.test(word)) break;
    const bare = trimEnds(word, { end: /[,.;:!?]/ });
    words.push(bare);
    named ||= ROLE_WORDS.test(bare);
    if (named && bare !== word) break;
  }
  if (!named) return null;
  let start = words.length;
  while (start > 0 && /^[\p{Lu}\d]/u.test(words[start - 1]!)) start--;
  const role = (start < words.length ? words.slice(start) : words.slice(-3)).join(' ');
  return ROLE_WORDS.test(role) ? role : null;
}

function splitTitle(title: string | null): [string | null, string | null] {
  const match = title ? /^(.+?)\s+at\s+([A-Z][\w&.'’ -]{1,60})$/.exec(title) : null;
  return match ? [match[1]!.trim(), match[2]!.trim()] : [title, null];
}

const COMPANY_PATTERNS = [
  /^company(?: name)?\s*[:\-–]\s*(.+)$/im,
  /\b[Aa]bout ([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3})\s*[:\n]/,
  /\b[Aa]t ([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3}),? (?:we|our)\b/,
  /\b([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3}) is (?:looking|seeking|hiring)\b/,
  /\bjoin ([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3})(?: as|\b[.!,])/,
  /\b([A-Z][\w&.'’-]{0,40}(?: [A-Z][\w&.'’-]{0,40}){0,3}) is an? (?:[\w-]+ ){0,4}(?:company|firm|startup|organi[sz]ation|leader|provider|agency|bank|group)\b/,
];
const NOT_A_COMPANY = /^(?:the|this|our|us|you|we|role|position|team|about|job|company)\b/i;

function findCompany(text: string, lines: string[]): string | null {
  // "Tech Solutions, San Francisco, CA, USA" under the title: an employer and where it is.
  for (const line of lines.slice(0, 6)) {
    const located = /^([A-Z][\w&.'’ -]{1,60}?),\s*(.+)$/.exec(line);
    if (
      located &&
      isKnownPlace(located[2]!) &&
      !isKnownPlace(located[1]!) &&
      !ROLE_WORDS.test(located[1]!)
    ) {
      return located[1]!;
    }
  }
  for (const pattern of COMPANY_PATTERNS) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name && !NOT_A_COMPANY.test(name) && name.length <= 60) return name.replace(/[.,:]+$/, '');
  }
  return null;
}

const YEARS =
  /\b(\d{1,2})(?:\s*(?:-|–|to)\s*\d{1,2})?\s*\+?\s*(?:or more\s+|plus\s+)?(?:years?|yrs?)\b(?:\s*(?:of|in|with))?/gi;

/** The least years of experience the posting requires, ignoring "preferred" asks. */
function findYears(units: JobUnit[]): number | null {
  const asked: number[] = [];
  for (const unit of units) {
    if (unit.part === 'about' || unit.part === 'benefits') continue;
    // "At least 1 year" under an Experience heading asks for years as plainly as a sentence
    // that says "experience"; the candidate's age, stated there too, does not.
    const aboutExperience =
      /experience|professional|industry|working|developing|engineering|building/i.test(unit.text) ||
      /^experience/i.test(unit.heading ?? '');
    if (!aboutExperience || /\bage\b/i.test(unit.text)) continue;
    for (const match of unit.text.matchAll(YEARS)) {
      const years = Number(match[1]);
      if (years >= 1 && years <= 20) asked.push(unit.part === 'preferred' ? -years : years);
    }
  }
  const required = asked.filter((years) => years > 0);
  if (required.length > 0) return Math.max(...required);
  return null;
}

/** The lowest degree the posting accepts, from its requirement sentences. */
function findEducation(units: JobUnit[]): { level: EducationLevel | null; fields: string[] } {
  let level: EducationLevel | null = null;
  const fields = new Set<string>();
  for (const unit of units) {
    if (unit.part === 'about' || unit.part === 'benefits' || unit.part === 'preferred') continue;
    const found = educationLevelIn(unit.text);
    if (found && (level === null || educationRank(found) < educationRank(level))) level = found;
    // "B.Sc in CSE/EEE", "Bachelor of Science (BSc) in Computer Science", "BBA in Accounting
    // and Finance from a reputed university": the field, up to where the sentence moves on.
    const field =
      /\b(?:degree|bachelor(?:'|’)?s?|master(?:'|’)?s?|diploma|b\.?\s?sc|m\.?\s?sc|bs|ms|bba|mba|b\.?\s?com|m\.?\s?com|honou?rs|graduat\w*)\b[^.]*?\bin (\w[\w &/-]*?)\s*(?:\bor\b|\bfrom\b|\bat\b|\bwith\b|\.(?:\s|$)|[,;(]|$)/i.exec(
        unit.text,
      );
    if (field) fields.add(field[1]!.trim());
  }
  return { level, fields: [...fields] };
}

const CERTIFICATION =
  /\b(?:[A-Z][A-Za-z+]*\s){0,4}(?:certification|certified|certificate|license|licence)\b(?:\s(?:in|as)\s[A-Z][\w ]{2,40})?/g;

function findCertifications(units: JobUnit[]): string[] {
  const found = new Set<string>();
  for (const unit of units) {
    if (unit.part === 'about' || unit.part === 'benefits') continue;
    for (const match of unit.text.matchAll(CERTIFICATION)) {
      const name = match[0].trim();
      if (name.split(/\s+/).length >= 2) found.add(name);
    }
  }
  return [...found].slice(0, 10);
}

/** Categories of one line of work: a software posting asks for databases and security too. */
const FIELDS: Record<string, string> = {
  software: 'technology',
  practices: 'technology',
  databases: 'technology',
  data: 'technology',
  'cloud-devops': 'technology',
  security: 'technology',
};
const fieldOf = (category: string) => FIELDS[category] ?? category;
/** Skills every line of work asks for, which no field owns. */
export const ANY_FIELD: ReadonlySet<string> = new Set(['office', 'language', 'soft']);
/** The stress a skill from outside the posting's field needs: one requirement naming it. */
const OFF_FIELD_MIN_STRESS = 1;

const inField = (category: string, field: string | null) =>
  field === null || ANY_FIELD.has(category) || fieldOf(category) === field;

/** The field most of the posting's stress goes to, when one holds at least half of it. */
function mainField(skills: Array<{ category: string; named: number }>): string | null {
  const stress = new Map<string, number>();
  let total = 0;
  for (const skill of skills) {
    if (ANY_FIELD.has(skill.category)) continue;
    const field = fieldOf(skill.category);
    stress.set(field, (stress.get(field) ?? 0) + skill.named);
    total += skill.named;
  }
  const [field, most] = [...stress].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return most >= total / 2 ? field : null;
}

/** How strongly a posting stresses a skill, from the weights of the units naming it. */
function weighSkills(title: string | null, units: JobUnit[]) {
  /** `stress` weighs the skill; `named` (each mention in full) decides whether it is asked. */
  const skills = new Map<string, JobSkill & { stress: number; named: number; alone: boolean }>();
  const offered = new Map<string, Set<string>>();
  const softSkills = new Set<string>();
  const add = (text: string, weight: number, required: boolean) => {
    // One of several alternatives carries its share of the requirement, not all of it.
    const groupOf = new Map<string, string[]>();
    for (const group of alternativeGroups(text)) for (const name of group) groupOf.set(name, group);
    for (const { entry } of skillOccurrences(text)) {
      if (entry.kind === 'soft') {
        softSkills.add(entry.name);
        continue;
      }
      const skill = skills.get(entry.name) ?? {
        name: entry.name,
        kind: entry.kind,
        category: entry.category,
        weight: 0,
        required: false,
        stress: 0,
        named: 0,
        alone: false,
      };
      const group = groupOf.get(entry.name);
      skill.stress += group ? weight / group.length : weight;
      skill.named += weight;
      skill.required ||= required;
      if (group) {
        const others = offered.get(entry.name) ?? new Set<string>();
        for (const name of group) if (name !== entry.name) others.add(name);
        offered.set(entry.name, others);
      } else {
        skill.alone = true;
      }
      skills.set(entry.name, skill);
    }
  };
  if (title) add(title, 2, true);
  for (const unit of units) add(unit.text, unit.weight, unit.weight >= PART_WEIGHT.neutral);
  const field = mainField([...skills.values()]);
  const ranked = [...skills.values()]
    // Repeating a skill stresses it, with diminishing returns.
    // A skill named only in the boilerplate is not one the job asks for, and one from another
    // field ("insurance" in a software posting) is the company's business unless a requirement
    // names it.
    .filter(
      (skill) =>
        skill.named >= (inField(skill.category, field) ? MIN_STRESS : OFF_FIELD_MIN_STRESS),
    )
    .map(({ stress, named: _named, alone, ...skill }) => ({
      ...skill,
      weight: Math.round(Math.sqrt(stress) * 100) / 100,
      // Named on its own anywhere, a skill is asked for whatever else the posting offers.
      ...(alone ? {} : { alternatives: [...(offered.get(skill.name) ?? [])] }),
    }))
    .sort((a, b) => Number(b.required) - Number(a.required) || b.weight - a.weight);
  return { skills: ranked, softSkills: [...softSkills] };
}

/**
 * Words nearly every posting uses about the company and its work, whatever the job: a CV that
 * lacks "customers" or "innovative" lacks nothing the job asks for.
 */
const POSTING_WORDS = new Set([
  ...`customer customers client clients problem problems technology technologies solution solutions
  product products business businesses world people environment impact mission service services
  user users growth quality support tools tool high best large fast build building across global
  innovative innovation passion passionate culture value values employee employees hours week
  future industry leading leader exciting opportunity make making love thrive ideal individuals
  complex challenging challenges best-in-class world-class great mindset senior junior lead staff
  principal remote hybrid onsite on-site full-time part-time contract`.split(/\s+/),
  // The frame of a requirement, whose substance the Education and Experience parts weigh:
  // "Bachelor's degree from a reputed university", "Age 25 to 40 years".
  ...`education educational bachelor bachelors master masters degree degrees diploma bsc msc
  b.sc m.sc bba mba phd ssc hsc university universities institute institution reputed reputable
  recognized recognised accredited age years year minimum preferably discipline requirement
  requirements qualification qualifications equivalent candidate candidates`.split(/\s+/),
]);

/** Content words of the posting's substance, weighted like skills, for keyword coverage. */
function weighKeywords(units: JobUnit[]) {
  const weights = new Map<string, number>();
  for (const unit of units) {
    if (unit.weight < PART_WEIGHT.preferred) continue;
    // E-mail addresses and links are not words a CV could share.
    const words = unit.text.split(/\s+/).filter((word) => !/@|^(?:https?:|www\.)/i.test(word));
    for (const token of tokenize(words.join(' '))) {
      if (
        token.lower.length < 3 ||
        stopWords.has(token.lower) ||
        POSTING_WORDS.has(token.lower) ||
        // Nor are numbers, phone numbers and domain names.
        /\d|\w\.\w/.test(token.lower)
      )
        continue;
      const term = stem(token.lower);
      weights.set(term, (weights.get(term) ?? 0) + unit.weight);
    }
  }
  return [...weights]
    .map(([term, weight]) => ({ term, weight: Math.sqrt(weight) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 80);
}

const RESPONSIBILITY_START =
  /^(?:design|develop|build|lead|manage|own|write|create|maintain|collaborate|work|drive|implement|support|ensure|prepare|conduct|analy[sz]e|coordinate|deliver|review|provide|assist|handle|plan|teach|monitor|mentor)/i;

/** Levels in job titles and the experience they usually stand for. */
const LEVELS: Array<[RegExp, number]> = [
  [/\b(?:distinguished|fellow|vp|vice president)\b/i, 15],
  [/\b(?:principal|head of|director|architect)\b/i, 10],
  [/\b(?:staff)\b/i, 8],
  [/\b(?:lead|manager)\b/i, 7],
  [/\b(?:senior|sr\.?)(?=\s|$)/i, 5],
  [/\b(?:iii)\b/i, 4],
  [/\b(?:ii|mid[- ]level)\b/i, 2],
];

function impliedYears(title: string | null): number | null {
  if (!title) return null;
  return LEVELS.find(([pattern]) => pattern.test(title))?.[1] ?? null;
}

/** The text with every mention of a name put as "the company", so headings still read. */
function withoutName(text: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'),
    'the company',
  );
}

export function parseJobDescription(text: string): ParsedJob {
  const clipped = unglue(repairText(text.slice(0, 60_000)));
  const lines = clipped.split(/\r?\n/).map((line) => line.trim());
  // "Backend Engineer at Surma Fintech" names both the role and the company.
  const [title, titleCompany] = splitTitle(findTitle(lines));
  const company = titleCompany ?? findCompany(clipped, lines);
  // The company's name asks for nothing: "Shopnil E-commerce" does not ask for E-commerce.
  const units = jobUnits(company ? withoutName(clipped, company) : clipped);
  const { skills, softSkills } = weighSkills(title, units);
  const education = findEducation(units);
  return {
    title,
    company,
    skills,
    softSkills,
    yearsOfExperience: findYears(units),
    impliedYears: impliedYears(title),
    educationLevel: education.level,
    fieldsOfStudy: education.fields,
    certifications: findCertifications(units),
    responsibilities: units
      .filter(
        (unit) =>
          unit.part === 'responsibilities' ||
          (unit.part !== 'about' &&
            unit.part !== 'benefits' &&
            RESPONSIBILITY_START.test(unit.text)),
      )
      .map((unit) => unit.text)
      .filter((unit) => unit.length > 15 && unit.length < 300)
      .slice(0, 15),
    keywords: weighKeywords(units),
  };
}

/**
 * The posting as it applies to a CV showing these skills: a skill offered as one of several
 * ("Java, Python or Go") is no longer asked for once the CV shows another of them.
 */
export function withChoicesMade(
  job: ParsedJob,
  cvSkills: { has(name: string): boolean },
): ParsedJob {
  const met = (skill: JobSkill) =>
    !cvSkills.has(skill.name) && !!skill.alternatives?.some((name) => cvSkills.has(name));
  return { ...job, skills: job.skills.filter((skill) => !met(skill)) };
}
