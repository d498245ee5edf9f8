import { repairText } from '../text/repair-text';
import type { AnchoredLink, ParsedResume, ResumeExperience, ResumeSection } from '../types';
import { findContact } from './contact';
import { monthsOfExperience } from '@careercard/shared/career';
import { findDateRange } from './dates';
import { withBanglaRead } from './bangla';
import { readBioData, type ResumeBioData } from './bio-data';
import { readEducation } from './education';
import { withResult } from './education-results';
import { languageLines, splitEuropassSkills } from './europass';
import { withEuropass2004Read } from './europass-2004';
import { readExperience } from './experience';
import { readSummary, readTitle, roleOpening, withoutEmployer } from './headline';
import { languagesInHeader, readLanguages, spokenAmongSkills } from './languages';
import {
  APPLIED_FOR_HEADINGS,
  COMPANY_WORDS,
  CONTACT_HEADING,
  MAX_TEXT,
  PERSONAL_HEADING,
} from './lexicon';
import { ROLE_WORDS } from '../text/roles';
import {
  readLines,
  withAddressTailsDropped,
  withCapitalsApart,
  withoutCredits,
  withoutIconBefore,
  withPlaceLabelsDropped,
} from './lines';
import {
  readAchievements,
  readActivities,
  readCertifications,
  readInterests,
  readProjects,
  readPublications,
  semicolonItems,
} from './named-items';
import { normaliseResume } from './normalise';
import { readReferences } from './references';
import { withLinkedNames } from './linked-names';
import { linesOf, splitSections } from './sections';
import { readSkills } from './skills';
import { withSpacedLettersJoined } from './spaced-letters';
import { brokenWords, withWordsMended } from './hyphenation';

/** Sections whose entries open with a name, which some layouts set in capitals. */
const NAMED_ENTRIES: ReadonlySet<ResumeSection['kind']> = new Set([
  'experience',
  'education',
  'projects',
  'certifications',
  'publications',
  'extracurricular',
  'interests',
]);

/**
 * "Volunteering", "Volunteer Experience", "Voluntary Work", "Community Service": a heading whose
 * roles were held without pay.
 */
const VOLUNTEER = /\bvolunt(?:eer|ary)|\bcommunity service\b/i;

/**
 * The jobs of the experience sections, then the roles of the volunteering ones, marked so. A
 * section without a date beside dated ones is read on its own, so its lines do not run into
 * their jobs; if its first line names neither a role nor an employer ("Relevant Experience" /
 * "Assessment and Teaching" / what was done), it tells what was achieved by skill, as a
 * functional CV does: those lines are read as achievements. A volunteering section with no date
 * at all lists roles in clubs and causes ("President – University Debate Club"), not posts held
 * in a career: its lines are read as activities.
 */
function readJobs(sections: ResumeSection[]): {
  jobs: ResumeExperience[];
  achieved: string[];
  activities: string[];
} {
  const jobs = sections.filter((section) => section.kind === 'experience');
  const paid = jobs.filter((section) => !VOLUNTEER.test(section.heading));
  const volunteering = jobs.filter((section) => VOLUNTEER.test(section.heading));
  const roles = volunteering.filter(
    (section) => !section.lines.some((line) => findDateRange(line)),
  );
  const undated = paid.filter(
    (section) => paid.length > 1 && !section.lines.some((line) => findDateRange(line)),
  );
  const bySkill = undated.filter((section) => {
    const first = section.lines.find((line) => line.trim() !== '')?.trim() ?? '';
    return !ROLE_WORDS.test(first) && !COMPANY_WORDS.test(first);
  });
  return {
    jobs: [
      ...readExperience(
        paid.filter((section) => !undated.includes(section)).flatMap((section) => section.lines),
      ),
      ...undated
        .filter((section) => !bySkill.includes(section))
        .flatMap((section) => readExperience(section.lines)),
      ...volunteering
        .filter((section) => !roles.includes(section))
        .flatMap((section) => readExperience(section.lines))
        .map((job) => ({ ...job, type: 'Volunteer' as const })),
    ],
    achieved: bySkill.flatMap((section) => section.lines),
    activities: roles.flatMap((section) => section.lines),
  };
}

/**
 * Reads a CV's plain text into its parts, in stages: the text's lines (layout, the reading
 * order of a PDF's runs, comes before, in layout/reading-order.ts), typed one by one (lines.ts),
 * into sections by their headings (sections.ts), each section's entries and their fields
 * (experience.ts with entry-names.ts, education.ts, skills.ts, languages.ts, named-items.ts,
 * contact.ts, headline.ts), then normalised (normalise.ts). The words they read by are in
 * lexicon.ts. It never throws: whatever it cannot read stays empty.
 */
export function parseResumeText(
  text: string,
  options: { today?: Date; links?: readonly AnchoredLink[] } = {},
): ParsedResume {
  const repaired = withAddressTailsDropped(
    withoutCredits(withSpacedLettersJoined(withBanglaRead(repairText(text).slice(0, MAX_TEXT)))),
  );
  const split = splitSections(readLines(repaired, withEuropass2004Read));
  const sections = split.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) =>
      NAMED_ENTRIES.has(section.kind)
        ? withPlaceLabelsDropped(withCapitalsApart(withoutIconBefore(line)))
        : withoutIconBefore(line),
    ),
  }));
  // Europass opens with "PERSONAL INFORMATION" over the name and contacts: the header's lines.
  const personal = sections[0]?.kind === 'other' && PERSONAL_HEADING.test(sections[0].heading);
  const header = personal ? [...split.header, ...sections[0]!.lines] : split.header;
  // "JOB APPLIED FOR" / "Senior Software Engineer": the headline, named so.
  const appliedFor = sections
    .find((section) => APPLIED_FOR_HEADINGS.includes(section.heading.toLowerCase()))
    ?.lines.find((line) => line.trim() !== '')
    ?.trim();
  const { jobs: experience, achieved, activities } = readJobs(sections);
  // A PDF's links whose words are a project's or a paper's name lead to it.
  const links = options.links ?? [];
  const projects = withLinkedNames(
    readProjects(linesOf(sections, 'projects')),
    (p) => p.name,
    links,
  );
  const publications = withLinkedNames(
    readPublications(linesOf(sections, 'publications')),
    (publication) => publication.title,
    links,
  );
  const references = readReferences(linesOf(sections, 'references'));
  // A project's or a paper's link is its own, not one of the person's profiles; a referee's
  // e-mail and phone are the referee's.
  // A "Contact" or "Links" section further down (a sidebar's) holds the person's own too.
  const contactLines = sections
    .filter((section) => section.kind === 'other' && CONTACT_HEADING.test(section.heading))
    .flatMap((section) => section.lines);
  const contact = findContact([...header, ...contactLines], repaired, {
    links: [...projects, ...publications].map((item) => item.url),
    emails: references.map((referee) => referee.email),
    phones: references.map((referee) => referee.phone),
  });
  const europass = splitEuropassSkills(linesOf(sections, 'skills'));
  const spoken = spokenAmongSkills(europass.skills);
  // A languages section may hold Europass's mother tongue and grid too.
  const languagesSection = splitEuropassSkills(languageLines(sections));
  const languages = readLanguages([
    ...languagesSection.skills,
    ...languagesSection.languages,
    ...europass.languages,
    ...spoken.languages,
  ]);
  const title = appliedFor ?? withoutEmployer(readTitle(header, contact.name), experience);
  const summary = readSummary(
    sections.filter((section) => section.kind === 'summary').map((section) => section.lines),
    header,
  );
  const opening = title === '' ? roleOpening(summary) : null;
  const resume = normaliseResume({
    contact,
    title: opening?.title ?? title,
    summary: opening?.rest ?? summary,
    sections,
    experience,
    education: readEducation(linesOf(sections, 'education')).map(withResult),
    skills: readSkills(
      spoken.skills,
      repaired,
      experience.map((job) => job.title),
    ),
    languages: languages.length > 0 ? languages : languagesInHeader(header),
    projects,
    extracurricular: [
      ...readActivities(semicolonItems(linesOf(sections, 'extracurricular'))),
      ...readActivities(activities),
      ...readInterests(linesOf(sections, 'interests')),
    ],
    certifications: readCertifications(semicolonItems(linesOf(sections, 'certifications'))),
    achievements: readAchievements([
      ...semicolonItems(linesOf(sections, 'achievements')),
      ...achieved,
    ]),
    publications,
    references,
    experienceMonths: monthsOfExperience(experience, options.today),
    // Each block on its own, so a wrapped address never runs into the next section.
    bioData: Object.assign(
      {},
      ...[header, ...sections.map((section) => section.lines)].map(readBioData),
    ) as ResumeBioData,
  });
  // The sections keep their lines as the CV broke them.
  return { ...withWordsMended(resume, brokenWords(repaired)), sections };
}
