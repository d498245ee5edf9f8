import { CV_MAX_ITEMS, type CvData } from '@careercard/shared/cv';
import { newId } from '@careercard/shared/cv-normalize';
import { newSkills, splitSkillList } from '@careercard/shared/skill-list';

/**
 * The CV's skills plus the suggested names it does not hold yet. The answer is read as a list
 * whose brackets keep a skill's details ("AWS (EC2, VPC)"), and a name the CV holds in other
 * words ("Cisco" beside "Cisco IOS") is not added, whoever wrote the answer.
 */
export function withSuggestedSkills(skills: CvData['skills'], text: string): CvData['skills'] {
  const added = newSkills(
    skills.map((skill) => skill.name),
    splitSkillList(text).map((name) => name.slice(0, 200)),
  ).map((name) => ({ id: newId(), name, level: 'Intermediate' as const }));
  return [...skills, ...added].slice(0, CV_MAX_ITEMS);
}
