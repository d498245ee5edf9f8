import { ACTION_VERB_FORMS } from '../text/action-verbs';
import { strongVerbForms } from '../writing/verbs';

/**
 * Verbs that open a bullet with what the candidate did, in any tense: the shared list's forms
 * (past for roles left, present for a current one), "lead" and "build", which the shared list
 * leaves out as they open titles too (a bullet is no title), a few more that CVs in
 * Bangladesh use for results, and the specific verbs writing help knows ("Debugged",
 * "Prototyped").
 */
const MORE = `lead leads build builds hire hires hired close closes closed open opens opened
  recover recovers recovered collect collects collected draft drafts drafted check checks checked
  count counts counted triage triages triaged start starts started review reviews reviewed
  care cares cared ensure ensures ensured contribute contributes contributed edit edits edited
  research researches researched track tracks tracked interview interviews interviewed document
  documents documented schedule schedules scheduled perform performs performed
  compete competes competed own owns owned earn earns earned`.split(/\s+/);

export const OPENING_VERBS: ReadonlySet<string> = new Set([
  ...ACTION_VERB_FORMS,
  ...MORE,
  ...strongVerbForms(),
]);
