/**
 * What a mutation changed on the server, said by the feature that made it (`meta: { changes }`).
 * Which cached answers that makes stale is another feature's business: `app/stale-after.ts`
 * decides, so no feature names another's query keys.
 */
export type Change =
  /** An ATS check or a quality check was made: the dashboard counts it. */
  | 'analysis'
  /** The admin changed a CV template: the users' template chooser reads them again. */
  | 'cv-templates'
  /** Two-factor sign-in was turned on or off: a staff session's set-up flag is read again. */
  | 'account';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { changes?: Change };
  }
}
