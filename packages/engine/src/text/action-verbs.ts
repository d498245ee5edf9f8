/** Verbs that open a strong bullet: they say what the candidate did. */
const ACTION_VERBS = new Set(
  `achieved accelerated administered advised analysed analyzed architected automated boosted built
  championed coached collaborated completed conducted configured consolidated coordinated created
  cut decreased delivered deployed designed developed devised directed drove eliminated enabled
  engineered established evaluated exceeded executed expanded facilitated founded generated grew
  guided handled headed identified implemented improved increased initiated installed integrated
  introduced launched led maintained managed mentored migrated modernised modernized monitored
  negotiated optimised optimized orchestrated organised organized oversaw partnered planned
  prepared presented produced programmed promoted published raised rebuilt recruited redesigned
  reduced refactored resolved restructured revamped saved scaled secured simplified sold solved
  spearheaded streamlined strengthened supervised supported taught tested trained transformed
  tripled doubled upgraded utilized wrote won audited budgeted calculated reconciled forecasted
  treated assessed diagnosed administered counselled counseled instructed lectured tutored served
  welcomed cooked catered assisted processed ran held kept made brought began reviewed verified
  approved inspected`.split(/\s+/),
);

/**
 * The same verbs in the present too ("Manage", "Manages", "Plan"), as duties of a current job
 * are written: each past form with its endings taken off every way they are added.
 */
export const ACTION_VERB_FORMS: ReadonlySet<string> = new Set([
  ...[...ACTION_VERBS].flatMap((verb) => {
    if (!verb.endsWith('ed')) return [verb];
    const bases = [verb.slice(0, -1), verb.slice(0, -2), verb.slice(0, -3)];
    if (verb.endsWith('ied')) bases.push(`${verb.slice(0, -3)}y`);
    return [verb, ...bases.filter((base) => base.length > 2).flatMap((base) => [base, `${base}s`])];
  }),
  // The irregular ones ("Teach", "Oversees"); not "lead" or "build", which open titles too
  // ("Lead Engineer", "Build Engineer").
  ...`teach teaches write writes drive drives grow grows oversee oversees sell sells win wins run
  runs hold holds keep keeps make makes bring brings begin begins rebuild rebuilds cuts`.split(
    /\s+/,
  ),
]);
