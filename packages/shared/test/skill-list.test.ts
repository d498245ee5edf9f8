import { describe, expect, it } from 'vitest';
import { newSkills, sameSkill, splitSkillList } from '../src/skill-list';

describe('a list of skills written as text', () => {
  it('keeps what a bracket holds with its skill', () => {
    expect(splitSkillList('AWS (EC2, VPC), Cisco IOS; Docker')).toEqual([
      'AWS (EC2, VPC)',
      'Cisco IOS',
      'Docker',
    ]);
    expect(splitSkillList('Microsoft Office [Word, Excel (pivot tables, VBA)], Tally')).toEqual([
      'Microsoft Office [Word, Excel (pivot tables, VBA)]',
      'Tally',
    ]);
  });

  it('splits at line breaks, bars and bullets, never inside a name with a slash', () => {
    expect(splitSkillList('- TCP/IP\n- CI/CD | Node.js • C++,  ,C#')).toEqual([
      'TCP/IP',
      'CI/CD',
      'Node.js',
      'C++',
      'C#',
    ]);
  });

  it('reads a stray bracket as plain text, so the rest of the list still splits', () => {
    expect(splitSkillList('AWS (EC2, VPC, Docker')).toEqual(['AWS (EC2', 'VPC', 'Docker']);
    expect(splitSkillList('Go), Rust')).toEqual(['Go)', 'Rust']);
  });
});

describe('one skill in other words', () => {
  it('is a name whose words are all in the other, in any case', () => {
    expect(sameSkill('Cisco IOS', 'Cisco')).toBe(true);
    expect(sameSkill('cisco', 'CISCO')).toBe(true);
    expect(sameSkill('AWS (EC2, VPC)', 'EC2')).toBe(true);
    expect(sameSkill('Microsoft Excel', 'excel')).toBe(true);
    expect(sameSkill('HTML/CSS', 'CSS')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(sameSkill('Java', 'JavaScript')).toBe(false);
    expect(sameSkill('C', 'C++')).toBe(false);
    expect(sameSkill('C', 'Objective-C')).toBe(false);
    expect(sameSkill('Git', 'GitHub')).toBe(false);
    expect(sameSkill('SQL', 'MySQL')).toBe(false);
    expect(sameSkill('Google Ads', 'Google Analytics')).toBe(false);
    expect(sameSkill('Sales & Marketing', 'Marketing Analytics')).toBe(false);
  });

  it('is not added to a list beside it, nor twice', () => {
    expect(
      newSkills(
        ['AWS (EC2, VPC)', 'Cisco IOS', 'Java', ' '],
        ['AWS (EC2, VPC)', 'Cisco', 'VPC', 'JavaScript', 'Docker', 'docker', '', '&'],
      ),
    ).toEqual(['JavaScript', 'Docker']);
  });
});
