import { describe, expect, it } from 'vitest';
import { readSkills } from '../../src/resume/skills';

const listed = (lines: string[]) => readSkills(lines, lines.join('\n'));

describe('the skills reader', () => {
  it('puts back a cell of a grid that wrapped under its row, by the skill the two words make', () => {
    expect(listed(['Financial   IFRS   Tally', 'Reporting', 'Microsoft   VAT', 'Excel'])).toEqual([
      'Financial Reporting',
      'IFRS',
      'Tally',
      'Microsoft Excel',
      'VAT',
    ]);
    // A skill alone under a row is a skill of its own.
    expect(listed(['Tally   VAT', 'Excel'])).toEqual(['Tally', 'VAT', 'Excel']);
  });

  it("reads no skill in a grid row's levels run together, nor a language over its level", () => {
    const lines = [
      'TypeScript   React   Node.js',
      'Expert   Expert   Advanced',
      'Go   PostgreSQL',
      'Advanced Advanced',
    ];
    expect(listed(lines)).toEqual(['TypeScript', 'React', 'Node.js', 'Go', 'PostgreSQL']);
    const text = [
      'Credit Analysis',
      'Expert',
      'Risk Management',
      'Advanced',
      'Microsoft Excel',
      'Advanced',
      '',
      'Languages',
      'Hindi',
      'Basic',
    ].join('\n');
    expect(readSkills([], text)).toEqual(['Credit Analysis', 'Risk Management', 'Microsoft Excel']);
    // A cell that wrapped a name over its level, between blank lines, holds one name.
    const cells = [
      'Credit Analysis',
      'Expert',
      '',
      'Loan',
      'Documentation',
      'Expert',
      '',
      'Risk Management',
      'Advanced',
    ];
    expect(readSkills(cells, '')).toEqual([
      'Credit Analysis',
      'Loan Documentation',
      'Risk Management',
    ]);
  });

  it('mends an item a narrow column broke with a hyphen', () => {
    expect(listed(['Financial Report-', 'ing', 'Loan Documenta-', 'tion', 'IFRS'])).toEqual([
      'Financial Reporting',
      'Loan Documentation',
      'IFRS',
    ]);
  });

  it('reads skills each with its level under it beside a list under another heading', () => {
    const text = [
      'TypeScript',
      'Expert',
      'React',
      'Expert',
      'Go',
      'Advanced',
      'Tools',
      'Git Docker',
    ];
    expect(readSkills(['Git Docker'], text.join('\n'))).toEqual([
      'Git',
      'Docker',
      'TypeScript',
      'React',
      'Go',
    ]);
  });

  it("reads a list's items without a group's label or a duration in brackets", () => {
    expect(
      listed([
        'Accounting: IFRS, Tally, QuickBooks (Less than 1 year)',
        'MS Excel; Financial Reporting',
      ]),
    ).toEqual(['IFRS', 'Tally', 'QuickBooks', 'MS Excel', 'Financial Reporting']);
  });

  it("reads no skill in a group's label set on a line of its own", () => {
    expect(
      listed(['Professional', 'Financial Reporting, IFRS', 'Technical Skills:', 'Tally']),
    ).toEqual(['Financial Reporting', 'IFRS', 'Tally']);
  });

  it('reads skills inside brackets, but not a level or versions', () => {
    expect(listed(['SQL (Postgres, MySQL)', 'Windows (XP/2000)', 'Perl (Intermediate)'])).toEqual([
      'SQL',
      'Postgres',
      'MySQL',
      'Windows',
      'Perl',
    ]);
  });

  it('puts an item wrapped onto the next line back together, unless a blank line parts them', () => {
    expect(listed(['React, Redux, Micro', 'Frontends, Jest'])).toEqual([
      'React',
      'Redux',
      'Micro Frontends',
      'Jest',
    ]);
    expect(listed(['React, Redux, Micro', '', 'Frontends, Jest'])).toEqual([
      'React',
      'Redux',
      'Micro',
      'Frontends',
      'Jest',
    ]);
    expect(listed(['• Backup with Veeam Backup Server (Full', '& Incremental)'])).toEqual([
      'Backup with Veeam Backup Server',
      'Full',
      'Incremental',
    ]);
  });

  it('splits tags set one space apart where known skills fill the line, and no other line', () => {
    expect(listed(['TypeScript React Node.js Go', 'PostgreSQL Kubernetes'])).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'Go',
      'PostgreSQL',
      'Kubernetes',
    ]);
    expect(listed(['Microsoft Excel', 'Supply Chain Planning'])).toEqual([
      'Microsoft Excel',
      'Supply Chain Planning',
    ]);
  });

  it('reads lists grouped by their level, the level set before each', () => {
    expect(
      listed([
        'Expert TypeScript, React',
        'Advanced Node.js, Go, PostgreSQL',
        'Intermediate Kubernetes',
      ]),
    ).toEqual(['TypeScript', 'React', 'Node.js', 'Go', 'PostgreSQL', 'Kubernetes']);
    // After a list's marks too.
    expect(listed(['• Expert TypeScript, React', '• Intermediate Kubernetes'])).toEqual([
      'TypeScript',
      'React',
      'Kubernetes',
    ]);
    // Alone, a level before a skill may be part of its name.
    expect(listed(['Advanced Excel'])).toEqual(['Advanced Excel']);
  });

  it('reads skills without the level printed beside or under each one', () => {
    expect(listed(['TypeScript Expert', 'React', 'Intermediate'])).toEqual(['TypeScript', 'React']);
    expect(listed(['Tally / Advanced', 'IFRS   90%', 'Excel   4/5'])).toEqual([
      'Tally',
      'IFRS',
      'Excel',
    ]);
  });

  it("drops a table's group name where the column gap was lost, unless no skill follows it", () => {
    expect(
      listed(['Databases Oracle, PostgreSQL', 'Version Control Git, SVN', 'Cloud Computing']),
    ).toEqual(['Oracle', 'PostgreSQL', 'Git', 'SVN', 'Cloud Computing']);
  });

  it('reads lead-ins, tasks, versions and links as no skills', () => {
    expect(listed(['Basic knowledge of HTML, Installing, Managing, Windows 7, 8 and 10'])).toEqual([
      'HTML',
      'Windows 7',
    ]);
    expect(listed(['Figma, https://example.com/rima, rima@example.com, Project 2, etc'])).toEqual([
      'Figma',
    ]);
    // A rating drawn in stars, alone on its line.
    expect(listed(['Git', 'Docker', '★ ★'])).toEqual(['Git', 'Docker']);
  });

  it('takes from a sentence only the skills the taxonomy names in it', () => {
    expect(
      readSkills(['Prepared the VAT returns in Tally for the depots every month.'], ''),
    ).toEqual(['VAT', 'Tally']);
  });

  it('leaves out personal details and a job that strayed into the list', () => {
    expect(
      listed([
        'Willing to relocate to: Sylhet',
        'Senior Systems Engineer',
        'Padma Soft Limited -',
        'September 2015 to Present',
        'BizTalk Server 2013',
      ]),
    ).toEqual(['BizTalk Server 2013']);
  });

  it('keeps the first spelling of a skill listed twice', () => {
    expect(listed(['Excel, excel, EXCEL, Tally and Word'])).toEqual(['Excel', 'Tally', 'Word']);
  });

  it("without a list, takes the hard skills the whole CV names, as written, but no employer's words", () => {
    expect(
      readSkills(
        [],
        'Built reports in Excel and SQL at Meghna Consulting Services Pvt. Ltd. Fluent in English.',
      ),
    ).toEqual(['Excel', 'SQL']);
  });

  it('without a list, reads no job title and no word for the person doing the work as a skill', () => {
    expect(
      readSkills(
        [],
        'Frontend Intern\nBuilt pages in React.\nAccountant at Meghna Traders. Data Analyst using SQL.',
        ['Frontend Intern'],
      ),
    ).toEqual(['React', 'SQL']);
  });

  it('reads "Skill: Level" and "Skill – Level" rows as their skills, several to a row', () => {
    expect(listed(['Financial Reporting: Expert   IFRS: Advanced', 'Tally: Advanced'])).toEqual([
      'Financial Reporting',
      'IFRS',
      'Tally',
    ]);
    // A dash before each level, three to a row, as Word tables set them: as written.
    expect(
      listed(['Knitting – Expert   Costing – Advanced   Sourcing – Advanced', 'Excel – Basic']),
    ).toEqual(['Knitting', 'Costing', 'Sourcing', 'Excel']);
  });

  it('reads skills each printed over its level as a list, with no heading over them', () => {
    const text =
      'Tanjila Rahman\nAbout\nTypeScript\nExpert\nReact\nExpert\nGo\nAdvanced\nI build web platforms in Python.';
    expect(readSkills([], text)).toEqual(['TypeScript', 'React', 'Go']);
  });

  it('leaves out languages spoken listed among the technical skills', () => {
    expect(listed(['Languages: Bangla, English', 'Tools: Git, Docker'])).toEqual(['Git', 'Docker']);
  });

  it('keeps two short list lines apart, and joins one that ran to the margin', () => {
    expect(listed(['Tally, Excel, VAT', 'Word, PowerPoint, Outlook'])).toEqual([
      'Tally',
      'Excel',
      'VAT',
      'Word',
      'PowerPoint',
      'Outlook',
    ]);
    expect(
      listed(['Java, Spring Boot, Kafka, Docker, Kubernetes, Cloud Native', 'Architecture, Git']),
    ).toEqual([
      'Java',
      'Spring Boot',
      'Kafka',
      'Docker',
      'Kubernetes',
      'Cloud Native Architecture',
      'Git',
    ]);
  });

  it('reads a skill once when the text names it in two ways', () => {
    const sentence = 'Built the reports in Excel for the finance team every month of the year.';
    expect(readSkills([sentence], sentence)).toEqual(['Microsoft Excel']);
  });

  it('leaves out a level set over a group of skills ("Strong" / "Familiar")', () => {
    expect(
      listed(['STRONG', 'Merchandising • Costing • Negotiation', 'FAMILIAR', 'Excel']),
    ).toEqual(['Merchandising', 'Costing', 'Negotiation', 'Excel']);
  });
});

describe("resume.io's levels", () => {
  it('reads "Skillful" and "Experienced" under a skill as its level, no skill', () => {
    expect(
      listed(['Tally', 'Skillful', 'Microsoft Excel', 'Experienced', 'IFRS', 'Expert']),
    ).toEqual(['Tally', 'Microsoft Excel', 'IFRS']);
  });
});

describe('tags set one space apart', () => {
  it('reads a name of two or three capitalised words between known skills as a tag', () => {
    expect(listed(['Field Trials Statistical Analysis R GIS'])).toEqual([
      'Field Trials',
      'Statistical Analysis',
      'R',
      'GIS',
    ]);
    // One unknown word might be a qualifier, and one known skill tiles nothing: left whole.
    expect(listed(['Strong Statistical Analysis GIS'])).not.toContain('Strong');
    expect(listed(['Credit Analysis Loan Documentation'])).toEqual([
      'Credit Analysis Loan Documentation',
    ]);
  });
});

describe('names printed before no keywords', () => {
  it('reads names that end a list each with a colon and nothing after as skills, not labels', () => {
    expect(
      readSkills(
        ['Field Trials:', 'Statistical Analysis:', 'R:', '', 'Node.js:', 'Tools: Git'],
        '',
      ),
    ).toEqual(['Field Trials', 'Statistical Analysis', 'R', 'Node.js', 'Git']);
    // A label over a line of items names their group.
    expect(readSkills(['Frameworks:', 'React, Vue', 'Databases:', 'PostgreSQL'], '')).toEqual([
      'React',
      'Vue',
      'PostgreSQL',
    ]);
  });
});

describe("a table's group labels", () => {
  it('reads no skill in a label set in a cell before its list', () => {
    expect(
      listed([
        'Professional   Credit Analysis, Loan Documentation, Risk Management',
        'Technical   Excel, Tally',
      ]),
    ).toEqual(['Credit Analysis', 'Loan Documentation', 'Risk Management', 'Excel', 'Tally']);
  });
});
