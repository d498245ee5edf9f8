// `npm run eval`: measures the analysis engine on ../shared/datasets and prints the figures.
// Each part skips cleanly when its data is absent.
import { run as atsBitfest } from './ats-bitfest';
import { run as atsRelevancy } from './ats-relevancy';
import { datasetsDir } from './datasets';
import { run as importCorpus } from './import-corpus';
import { run as resumeEntities } from './resume-entities';
import { run as resumePdfs } from './resume-pdfs';
import { run as wordExport } from './word-export';
import { run as writing } from './writing';

const all = {
  'ats-relevancy': atsRelevancy,
  'ats-bitfest': atsBitfest,
  'import-corpus': importCorpus,
  'resume-entities': resumeEntities,
  'resume-pdfs': resumePdfs,
  writing,
  'word-export': wordExport,
};
// `npm run eval -- ats-relevancy` runs one part, `ats` both ATS parts; no name runs them all.
const chosen = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .flatMap((arg) => (arg === 'ats' ? ['ats-relevancy', 'ats-bitfest'] : [arg]));

console.log(`datasets: ${datasetsDir}`);
for (const [name, evaluate] of Object.entries(all)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const result = await evaluate();
  console.log(JSON.stringify(result, null, 2));
}
