import type { GenerateContentRequest, writingNotes } from '@careercard/shared/analysis';
import { newSkills, splitSkillList } from '@careercard/shared/skill-list';
import { findSkills } from './skills/find-skills';
import { repairText } from './text/repair-text';
import {
  draftAchievement,
  draftActivity,
  draftExperience,
  draftProject,
  draftSummary,
  draftTitle,
} from './writing/draft';
import { factsOf, tenseOf, textOf, type WritingFacts } from './writing/facts';
import { improveList, improveParagraph, improveTitle, withoutObjective } from './writing/improve';
import { withoutMark } from './writing/wording';

/**
 * The built-in writing assistant behind the editor's AI buttons. It drafts an empty field from
 * the CV's own facts (writing/draft) or improves what the user wrote (writing/improve); it never
 * invents a number, an employer or a skill, and leaves a blank ("[number]") only for a figure
 * the CV cannot give. An empty answer means "nothing to suggest": the editor keeps its text.
 */

export interface WrittenText {
  text: string;
  /** Why an improvement changed nothing, or what a line it rewrote says of itself. */
  note?: (typeof writingNotes)[number];
}

/**
 * The list with the skills the CV's text shows that it lacks. A skill it holds in other words is
 * not added: by an alias the taxonomy knows ("JS") or inside a longer name ("Cisco IOS").
 */
function suggestSkills(facts: WritingFacts, context: Record<string, unknown>, existing: string) {
  const have = splitSkillList(existing);
  const known = new Set(findSkills(have.join('\n')).map((skill) => skill.name));
  const text = [
    ...['title', 'summary', 'description', 'jobDescription', 'text'].map((key) =>
      typeof context[key] === 'string' ? context[key] : '',
    ),
    facts.cv.summary,
    ...facts.cv.experience.flatMap((role) => [role.title, role.description]),
    ...facts.cv.projects.map((project) => project.description),
  ].join('\n');
  const found = findSkills(text)
    .filter((skill) => skill.kind === 'hard' && !known.has(skill.name))
    .map((skill) => skill.name);
  return [...have, ...newSkills(have, found)].slice(0, 25).join(', ');
}

/** Text as read, without list marks or the stops at line ends: "- Led a team" is "Led a team." */
const asRead = (text: string) =>
  text
    .split('\n')
    .map((line) => withoutMark(line).replace(/[\s.;,]+$/, ''))
    .join('\n')
    .trim();

export function writeWithNote(request: GenerateContentRequest): WrittenText {
  const context = typeof request.context === 'string' ? {} : (request.context ?? {});
  const facts = factsOf(request);
  // Text pasted from a PDF or a web page comes back without what copying did to it.
  const existing = repairText(request.existingText ?? '').trim();
  const tense = tenseOf(facts.role);
  const list = (draft: () => string): WrittenText =>
    existing ? improvedList() : { text: draft() };
  const improvedList = (): WrittenText => {
    const { text, alreadyStrong, note } = improveList(existing, tense);
    return alreadyStrong && asRead(text) === asRead(existing)
      ? { text: existing, note: 'alreadyStrong' }
      : { text, ...(note ? { note } : {}) };
  };
  // An objective says what the writer wants; a summary says what they offer. With little
  // else said, the summary is drafted from the CV's facts, and what else was said follows it.
  const improvedSummary = (): WrittenText => {
    const { rest, hadObjective } = withoutObjective(existing);
    const drafted = hadObjective && rest.split(/\s+/).length < 15 ? draftSummary(facts) : '';
    if (!drafted) return { text: improveParagraph(existing) };
    const after = rest ? improveParagraph(rest) : '';
    return { text: [drafted, after].filter(Boolean).join(' '), note: 'fromObjective' };
  };
  const written = ((): WrittenText => {
    switch (request.fieldType) {
      case 'summary':
        return existing ? improvedSummary() : { text: draftSummary(facts) };
      case 'title':
        return { text: existing ? improveTitle(existing) : draftTitle(facts) };
      case 'experience':
        return list(() => draftExperience(facts));
      case 'project':
        return list(() => draftProject(facts, textOf(context, 'name', 'projectName')));
      case 'extracurricular':
        return list(() =>
          draftActivity(textOf(context, 'name', 'organisation'), textOf(context, 'role')),
        );
      case 'achievement':
        return existing
          ? { text: improveList(existing, 'past').text.replace(/^- /gm, '') }
          : { text: draftAchievement(textOf(context, 'title', 'name')) };
      case 'skills':
        return { text: suggestSkills(facts, context, existing) };
    }
  })();
  // An answer that only adds marks or drops full stops changes nothing the user would notice.
  if (existing && asRead(written.text) === asRead(existing)) return { ...written, text: existing };
  return { ...written, text: written.text.trim() };
}

export const writeContent = (request: GenerateContentRequest): string =>
  writeWithNote(request).text;
