/**
 * The verbs a CV line opens with, in the tenses a CV needs: past for a role left, the plain form
 * for a current one ("Manage the payroll"). Bases are listed, not guessed from a past form:
 * "developed" and "managed" drop their endings differently, and only a word list tells which.
 */

const BASES = `achieve accelerate administer advise analyse analyze architect assess audit automate
  boost budget build calculate care champion check close coach collaborate collect complete
  conduct configure consolidate coordinate count counsel create cut decrease deliver deploy design
  develop devise diagnose direct document double draft drive eliminate enable engineer establish
  evaluate exceed execute expand facilitate forecast found generate grow guide handle head hire
  identify implement improve increase initiate inspect install instruct integrate introduce
  launch lead lecture maintain manage mentor migrate modernise modernize monitor negotiate open
  optimise optimize orchestrate organise organize oversee partner plan prepare present process
  produce program promote publish raise rebuild recover recruit redesign reduce refactor
  reconcile resolve restructure revamp review run save scale secure sell serve simplify solve
  spearhead start streamline strengthen supervise support teach test train transform treat
  triple triage tutor upgrade utilize verify approve win write assist hold keep make bring begin
  cook cater welcome serve track prepare plan schedule record file respond answer report present
  operate repair inspect procure source ship dispatch purchase order store count issue follow
  deliver translate edit research measure survey model map sketch draw illustrate photograph
  campaign market advertise pitch close retain renew onboard interview screen assess appraise
  brief contribute collaborate communicate liaise demonstrate maintain backup restore patch
  harden protect detect investigate respond remediate query clean visualise visualize mine
  label annotate fine-tune benchmark profile debug fix release package containerise containerize
  provision alert tune ensure serve contribute revise set proofread maintain perform assign
  update share carry compete prioritise prioritize propose recommend earn accomplish adapt allocate
  apply arrange assemble calibrate capture classify compile compose consult convert cultivate
  customise customize define distribute educate enforce enhance estimate examine expedite
  extract fabricate fetch finalise finalize formulate foster gather host interpret invent invoice
  localise localize maximise maximize merge minimise minimize mobilise mobilize moderate modify
  motivate navigate outline overhaul persuade pilot pioneer prototype quantify reconfigure
  rectify refine regulate reorganise reorganize replace retrieve script shape specify stabilise
  stabilize standardise standardize structure submit summarise summarize surpass sustain
  synthesise synthesize tailor trace transcribe troubleshoot uncover unify validate provide select adjust`.split(
  /\s+/,
);

/**
 * Bases that say what was done but not how well: a line may open with them, and CV guides
 * still call it weak ("Answered calls", "Updated records").
 */
const PLAIN = new Set(
  `assist answer respond set update share carry follow order store file record report issue
  query alert backup provide`.split(/\s+/),
);

/** Every base that opens a strong line, in the forms a CV line takes: base, past, third person. */
export const strongVerbForms = (): string[] =>
  [...new Set(BASES)]
    .filter((base) => !PLAIN.has(base))
    .flatMap((base) => [base, pastOf(base), thirdPerson(base)]);

/** Past forms that do not add -ed. */
const IRREGULAR: Record<string, string> = {
  lead: 'led',
  build: 'built',
  rebuild: 'rebuilt',
  write: 'wrote',
  run: 'ran',
  make: 'made',
  drive: 'drove',
  teach: 'taught',
  sell: 'sold',
  bring: 'brought',
  hold: 'held',
  keep: 'kept',
  begin: 'began',
  grow: 'grew',
  oversee: 'oversaw',
  win: 'won',
  cut: 'cut',
  draw: 'drew',
  set: 'set',
  proofread: 'proofread',
};

/** Bases whose last consonant doubles before -ed and -ing ("planned", "scanning"). */
const DOUBLING = new Set([
  'plan',
  'ship',
  'map',
  'program',
  'begin',
  'run',
  'cut',
  'win',
  'debug',
  'submit',
  'set',
]);

const ing = (base: string) => {
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
};

export function pastOf(base: string): string {
  if (IRREGULAR[base]) return IRREGULAR[base];
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const thirdPerson = (base: string) =>
  /(?:s|sh|ch|x|z)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;

/** Every form of every base, to its base: "managed", "manages", "managing" → "manage". */
const BASE_OF = new Map<string, string>();
for (const base of new Set(BASES)) {
  for (const form of [base, pastOf(base), thirdPerson(base), ing(base)]) {
    if (!BASE_OF.has(form)) BASE_OF.set(form, base);
  }
}

// Past participles that differ from the past, as a passive uses them ("was written by me").
for (const [participle, base] of Object.entries({
  written: 'write',
  grown: 'grow',
  drawn: 'draw',
  begun: 'begin',
  overseen: 'oversee',
  driven: 'drive',
  run: 'run',
})) {
  BASE_OF.set(participle, base);
}

/** The base of a verb in any form ("Reconciled" → "reconcile"), or null for a word we don't know. */
export const baseOf = (word: string): string | null => BASE_OF.get(word.toLowerCase()) ?? null;

export const gerundOf = (base: string) => ing(base);

export type Tense = 'past' | 'present';

/** The verb in the tense asked for, in the case of the word it replaces. */
export function inTense(word: string, tense: Tense): string {
  const base = baseOf(word);
  if (!base) return word;
  const form = tense === 'past' ? pastOf(base) : base;
  return /^\p{Lu}/u.test(word) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

/**
 * Nouns of a task and the verb that does it: "Preparation of the budget" is "Prepared the
 * budget", "Payroll processing" is "Processed payroll".
 */
const NOMINALS: Record<string, string> = {
  management: 'manage',
  preparation: 'prepare',
  development: 'develop',
  maintenance: 'maintain',
  analysis: 'analyse',
  design: 'design',
  implementation: 'implement',
  coordination: 'coordinate',
  handling: 'handle',
  processing: 'process',
  reconciliation: 'reconcile',
  monitoring: 'monitor',
  testing: 'test',
  training: 'train',
  supervision: 'supervise',
  planning: 'plan',
  installation: 'install',
  configuration: 'configure',
  documentation: 'document',
  administration: 'administer',
  creation: 'create',
  evaluation: 'evaluate',
  organisation: 'organise',
  organization: 'organize',
  execution: 'execute',
  inspection: 'inspect',
  migration: 'migrate',
  integration: 'integrate',
  automation: 'automate',
  verification: 'verify',
  collection: 'collect',
  recruitment: 'recruit',
  recruiting: 'recruit',
  negotiation: 'negotiate',
  deployment: 'deploy',
  optimisation: 'optimise',
  optimization: 'optimize',
  procurement: 'procure',
  scheduling: 'schedule',
  reporting: 'report',
};

/** The verb of a task noun, in the plural too ("Deployments"), or of a gerund ("Invoicing"). */
export function verbOfTask(noun: string): string | null {
  const lower = noun.toLowerCase().replace(/[,;:.]$/, '');
  const nominal = NOMINALS[lower] ?? NOMINALS[lower.replace(/s$/, '')];
  if (nominal) return nominal;
  const base = lower.endsWith('ing') ? baseOf(lower) : null;
  return base && !PLAIN.has(base) ? base : null;
}

/** Which form of its verb a word is: "managed" past, "manages" third, "managing" gerund. */
function formOf(word: string): 'base' | 'past' | 'third' | 'gerund' | null {
  const lower = word.toLowerCase().replace(/[,;:]$/, '');
  const base = baseOf(lower);
  if (!base) return null;
  if (lower === base) return 'base';
  if (lower === pastOf(base)) return 'past';
  return lower.endsWith('ing') ? 'gerund' : 'third';
}

/** Another verb in the form a word has: ("Answered", "handle") → "handled". */
export function inFormOf(word: string, base: string): string {
  const form = formOf(word);
  return form === 'past'
    ? pastOf(base)
    : form === 'gerund'
      ? ing(base)
      : form === 'third'
        ? thirdPerson(base)
        : base;
}

/**
 * A line with its verbs in the tense: the first word and every verb joined to it in the same
 * form ("Triage and escalate alerts" → "Triaged and escalated alerts"). "Writing of test cases"
 * loses its "of" as its verb comes back.
 */
export function withTense(line: string, tense: Tense): string {
  const words = line.split(' ');
  const form = formOf(words[0] ?? '');
  if (!form) return line;
  // "Checking of documents" → "Checked documents", first or joined.
  if (form === 'gerund') {
    for (let i = words.length - 2; i >= 0; i--) {
      const joined = i === 0 || /^(?:and|&)$/.test(words[i - 1]!) || words[i - 1]!.endsWith(',');
      if (joined && words[i + 1] === 'of' && formOf(words[i]!) === 'gerund') words.splice(i + 1, 1);
    }
  }
  // "for evaluating & defining scope": a verb joined to one left as it was stays too.
  const kept = new Set<number>();
  return words
    .map((word, i) => {
      const joined = i === 0 || /^(?:and|&)$/.test(words[i - 1]!) || words[i - 1]!.endsWith(',');
      if (formOf(word) !== form) return word;
      const joinedTo = words[i - 1]?.endsWith(',') ? i - 1 : i - 2;
      if (!joined || kept.has(joinedTo)) {
        kept.add(i);
        return word;
      }
      // A joined verb written in title case ("Generating and Executing") is lower case again.
      const [, verb = '', mark = ''] = /^(.*?)([,;:]?)$/.exec(word) ?? [];
      return `${inTense(i === 0 ? verb : verb.toLowerCase(), tense)}${mark}`;
    })
    .join(' ');
}
