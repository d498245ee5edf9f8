import { describe, expect, it } from 'vitest';
import { withSuggestedSkills } from './suggested-skills';

const skills = ['AWS (EC2, VPC)', 'Cisco IOS', 'Java'].map((name, i) => ({
  id: `skill-${i}`,
  name,
  level: 'Advanced' as const,
}));

describe('Suggest skills', () => {
  it('adds only the skills the CV lacks, its bracketed skills kept whole', () => {
    // As the built-in assistant answers: the list as sent, then what it adds.
    const merged = withSuggestedSkills(skills, 'AWS (EC2, VPC), Cisco IOS, Java, Docker');
    expect(merged.slice(0, 3)).toEqual(skills);
    expect(merged.slice(3).map((skill) => [skill.name, skill.level])).toEqual([
      ['Docker', 'Intermediate'],
    ]);
  });

  it('adds no skill the CV holds in other words, whoever wrote the answer', () => {
    // An AI provider's answer, one skill a line, with names the CV already has.
    const names = withSuggestedSkills(
      skills,
      '- Cisco\n- aws\n- EC2, VPC\n- JavaScript\n- Terraform (AWS, Azure)\n- Terraform',
    ).map((skill) => skill.name);
    expect(names).toEqual([
      'AWS (EC2, VPC)',
      'Cisco IOS',
      'Java',
      'JavaScript',
      'Terraform (AWS, Azure)',
    ]);
  });
});
