const IRREGULAR: Record<string, string> = {
  lead: 'led',
  build: 'built',
  writ: 'wrote',
  runn: 'ran',
  mak: 'made',
  driv: 'drove',
  teach: 'taught',
  sell: 'sold',
  bring: 'brought',
  tak: 'took',
  giv: 'gave',
  hold: 'held',
  keep: 'kept',
  meet: 'met',
  gett: 'got',
  sett: 'set',
  putt: 'put',
  spend: 'spent',
  win: 'won',
  understand: 'understood',
};

/** "Developing", "Planning", "Studying", "Leading" → "developed", "planned", "studied", "led". */
export function pastTense(gerund: string): string {
  const stem = gerund.toLowerCase().slice(0, -3);
  return IRREGULAR[stem] ?? (/[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}ied` : `${stem}ed`);
}
