import { ACTION_VERB_FORMS } from '../text/action-verbs';

/**
 * Verbs that open a bullet with what the candidate did, in any tense: the shared list's forms
 * (past for roles left, present for a current one), the irregular ones it cannot derive ("led"
 * gives no "lead") and a few more that CVs in Bangladesh use for results.
 */
const MORE = `lead leads run runs ran teach teaches build builds write writes grow grows sell sells
  cut cuts drive drives oversee oversees hire hires hired close closes closed open opens opened
  recover recovers recovered collect collects collected draft drafts drafted check checks checked
  count counts counted triage triages triaged start starts started review reviews reviewed
  care cares cared`.split(/\s+/);

export const OPENING_VERBS: ReadonlySet<string> = new Set([...ACTION_VERB_FORMS, ...MORE]);
