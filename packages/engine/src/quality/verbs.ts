import { ACTION_VERB_FORMS } from '../text/action-verbs';
import { strongVerbForms } from '../writing/verbs';

/**
 * Verbs that open a bullet with what the candidate did, in any tense: the shared list's forms
 * (past for roles left, present for a current one), and the specific verbs writing help knows
 * in every form a line takes ("Debugged", "Prototyped", "lead" and "build", which the shared
 * list leaves out as they open titles too: a bullet is no title), and "own".
 */
export const OPENING_VERBS: ReadonlySet<string> = new Set([
  ...ACTION_VERB_FORMS,
  ...strongVerbForms(),
  'own',
  'owns',
  'owned',
]);
