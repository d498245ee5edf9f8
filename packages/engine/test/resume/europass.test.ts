import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../src/resume/parse-resume';
import { splitEuropassSkills } from '../../src/resume/europass';

describe('a Europass CV', () => {
  it('parts its personal skills into the languages, by their levels, and the skills', () => {
    expect(
      splitEuropassSkills([
        'Mother tongue   Bangla',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'Listening   Reading   Spoken interaction   Spoken production',
        'English   C1   C1   C1   C1   C1',
        'Chakma   B1   B1   B1   B1   B1',
        'Levels: A1 and A2: Basic user – B1 and B2: Independent user',
        'Common European Framework of Reference for Languages',
        'Job-related skills – Google Analytics (advanced)',
        '– SEO (advanced)',
      ]),
    ).toEqual({
      languages: ['Bangla (Native)', 'English (C1)', 'Chakma (B1)'],
      skills: ['– Google Analytics (advanced)', '– SEO (advanced)'],
    });
    // A skills section without a language's label is all skills.
    expect(splitEuropassSkills(['Computer skills', 'Excel'])).toEqual({
      skills: ['Computer skills', 'Excel'],
      languages: [],
    });
  });

  it('reads the name under PERSONAL INFORMATION and the headline under JOB APPLIED FOR', () => {
    const resume = parseResumeText(
      [
        'Curriculum vitae',
        'PERSONAL INFORMATION',
        'Tanjila Rahman',
        'Rupnagar, Bangladesh',
        'tanjila.rahman@example.com',
        'JOB APPLIED FOR',
        'Senior Software Engineer',
        'PERSONAL SKILLS',
        'Mother tongue',
        'Bangla',
        'Curriculum vitae   Tanjila Rahman',
        'Other languages   UNDERSTANDING   SPEAKING   WRITING',
        'English   C1   C1   C1   C1   C1',
        'Computer skills',
        'Git, Docker',
      ].join('\n'),
    );
    expect([resume.contact.name, resume.title]).toEqual([
      'Tanjila Rahman',
      'Senior Software Engineer',
    ]);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['Git', 'Docker']);
  });

  it("reads the online editor's print: two lines of capitals per entry, the grid of levels, its section names", () => {
    const resume = parseResumeText(
      [
        'Shahana Akter Munni',
        'Phone number: +880 1711-223344 Email address: shahana.munni@example.edu',
        'ABOUT ME',
        'Agronomist who studies salt-tolerant rice for the coastal belt.',
        'WORK EXPERIENCE',
        'BALIADANGA AGRICULTURAL UNIVERSITY – BALIADANGA',
        'LECTURER – 01/2021 – CURRENT',
        '• Teach crop physiology to 300 undergraduates a year',
        '07/2018 – 12/2020 – Lonapara',
        'RESEARCH ASSISTANT – TISTA CROP TRIALS',
        '• Ran rice trials on 40 coastal farms',
        'LANGUAGE SKILLS',
        'Mother tongue(s): BANGLA',
        'Other language(s):',
        'ENGLISH',
        'LISTENING C1   READING C1   WRITING B2',
        'SPOKEN PRODUCTION C1   SPOKEN INTERACTION C1',
        'Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user',
        'DIGITAL SKILLS',
        'Field Trials | GIS | R',
        'CERTIFICATIONS',
        'BANGLADESH RESEARCH COUNCIL',
        'RESEARCH ETHICS CERTIFICATE – 2020',
        'VOLUNTEERING',
        'UNIVERSITY DEBATE CLUB',
        'PRESIDENT',
        '• Led a team of 25 to two national finals.',
        'RECOMMENDATIONS',
        'Anwar Hossain Talukder',
        'Professor of Agronomy, Baliadanga Agricultural University',
      ].join('\n'),
    );
    expect(
      resume.experience.map((job) => [job.title, job.company, job.location, job.startDate]),
    ).toEqual([
      ['Lecturer', 'BALIADANGA AGRICULTURAL UNIVERSITY', 'BALIADANGA', '01/2021'],
      ['Research Assistant', 'TISTA CROP TRIALS', 'Lonapara', '07/2018'],
    ]);
    expect(resume.languages).toEqual([
      { name: 'BANGLA', fluency: 'Native' },
      { name: 'ENGLISH', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['Field Trials', 'GIS', 'R']);
    expect(resume.certifications).toEqual([
      { name: 'RESEARCH ETHICS CERTIFICATE', issuer: 'BANGLADESH RESEARCH COUNCIL', date: '2020' },
    ]);
    // A volunteering section with no dates lists roles in clubs: activities, not jobs.
    expect(resume.extracurricular).toEqual([
      {
        name: 'UNIVERSITY DEBATE CLUB',
        role: 'PRESIDENT',
        description: 'Led a team of 25 to two national finals.',
      },
    ]);
    expect(resume.references.map((referee) => referee.name)).toEqual(['Anwar Hossain Talukder']);
  });

  it("reads the 2004 form's rows of labels and values as the CV they tell", () => {
    const resume = parseResumeText(
      [
        'Europass',
        'Curriculum Vitae',
        'Personal information',
        'First name(s) / Surname(s)   Nusrat Jahan Mim',
        'Address(es)   Kashbon, Bangladesh',
        'Telephone(s)   +880 1812-345678',
        'E-mail   nusrat.mim@example.com',
        'Desired employment / Occupational field   Field Coordinator',
        'Work experience',
        'Dates   Mar 2017 – Jul 2019',
        'Occupation or position held   Field Coordinator',
        'Main activities and responsibilities   - Coordinated food aid for 1,200 families',
        '- Trained 14 volunteers in',
        'distribution',
        'Name and address of employer   Hill Tracts Relief Network, Kashbon',
        'Type of business or sector   Humanitarian aid',
        '',
        'Education and training',
        'Dates   2011 – 2015',
        'Title of qualification awarded   Bachelor of Social Science in Economics',
        'Principal subjects / occupational skills covered   CGPA 3.41 / 4.00',
        'Name and type of organisation providing',
        'education and training   Shitalakshya College, Nilgiri Hat',
        'Personal skills and competences',
        'Mother tongue(s)   Bangla',
        'Other language(s)   English (B2), Hindi (A2)',
        'Technical skills and competences   Logistics, Needs Assessment',
        'Computer skills and competences   Excel, KoBoToolbox',
        'Social skills and competences   Volunteer Coordinator, Kashbon Blood Donors Club',
        'Additional information',
        'Certificates   Humanitarian Logistics Certificate, Relief Logistics Institute, 2018',
      ].join('\n'),
    );
    expect([resume.contact.name, resume.contact.phone, resume.title]).toEqual([
      'Nusrat Jahan Mim',
      '+8801812345678',
      'Field Coordinator',
    ]);
    expect(
      resume.experience.map((job) => [
        job.title,
        job.company,
        job.location,
        job.startDate,
        job.endDate,
      ]),
    ).toEqual([
      ['Field Coordinator', 'Hill Tracts Relief Network', 'Kashbon', 'Mar 2017', 'Jul 2019'],
    ]);
    expect(resume.experience[0]!.description).toBe(
      'Coordinated food aid for 1,200 families\nTrained 14 volunteers in distribution',
    );
    expect(
      resume.education.map((school) => [
        school.degree,
        school.institution,
        school.location,
        school.description,
      ]),
    ).toEqual([
      ['Bachelor of Social Science in Economics', 'Shitalakshya College', 'Nilgiri Hat', ''],
    ]);
    expect(resume.education[0]).toMatchObject({ gpa: '3.41', gpaScale: '4' });
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Conversational' },
      { name: 'Hindi', fluency: 'Basic' },
    ]);
    expect(resume.skills).toEqual(['Logistics', 'Needs Assessment', 'Excel', 'KoBoToolbox']);
    expect(resume.extracurricular.map((activity) => [activity.role, activity.name])).toEqual([
      ['Volunteer Coordinator', 'Kashbon Blood Donors Club'],
    ]);
    expect(resume.certifications.map((item) => item.name)).toEqual([
      'Humanitarian Logistics Certificate',
    ]);
  });

  it("reads the form's labels that a narrow column wrapped, with the values beside each line", () => {
    const resume = parseResumeText(
      [
        'Europass',
        'Curriculum',
        'Vitae',
        'Personal',
        'information',
        'First name(s) / Surname(s)   Nusrat Jahan Mim',
        'Work experience',
        'Dates   Mar 2017 – Jul 2019',
        'Occupation or position held   Field Coordinator',
        'Main activities and   - Coordinated food aid for 1,200 families',
        'responsibilities   - Trained 14 volunteers',
        'Name and address of employer Hill Tracts Relief Network, Kashbon',
        'Education and',
        'training',
        'Dates   2011 – 2015',
        'Title of qualification awarded Bachelor of Social Science in Economics',
        'Name and type of organisation providing Shitalakshya College, Nilgiri Hat',
        'education and training',
        'Personal skills and',
        'competences',
        'Social skills and   Volunteer Coordinator, Kashbon Blood Donors Club',
        'competences   Organised four donation camps a year.',
      ].join('\n'),
    );
    expect(resume.contact.name).toBe('Nusrat Jahan Mim');
    expect(resume.experience.map((job) => [job.title, job.company, job.description])).toEqual([
      [
        'Field Coordinator',
        'Hill Tracts Relief Network',
        'Coordinated food aid for 1,200 families\nTrained 14 volunteers',
      ],
    ]);
    expect(resume.education.map((school) => [school.degree, school.institution])).toEqual([
      ['Bachelor of Social Science in Economics', 'Shitalakshya College'],
    ]);
    expect(resume.extracurricular).toEqual([
      {
        name: 'Kashbon Blood Donors Club',
        role: 'Volunteer Coordinator',
        description: 'Organised four donation camps a year.',
      },
    ]);
  });

  it('reads labels wrapped a space from their values, the language grid and no running footer', () => {
    const resume = parseResumeText(
      [
        'Europass',
        'Curriculum Vitae',
        'Personal information',
        'First name(s) / Surname(s) Nusrat Jahan Mim',
        'Website(s) github.example.com/nusrat-mim',
        // A label the reader does not know, beside a detail: no section of its own.
        'Profile LinkedIn linkedin.example.com/in/nusrat-mim',
        'Work experience',
        'Dates   Jun 2024 – Dec 2024',
        'Occupation or position held   Web Developer Intern',
        'Main activities and – Built the booking pages of a clinic chain used by 3,000',
        'responsibilities patients a month',
        'Name and address of employer Shapla Web Studio, Rupnagar',
        'Personal skills and',
        'competences',
        'Mother tongue(s) Other language(s) Bangla',
        'Understanding   Speaking   Writing',
        'European   Listening   Reading   Spoken   Spoken',
        'level (*)   interaction   production',
        'Self-assessment   English   C1 Proficient   C1 Proficient   C1 Proficient   C1 Proficient   C1 Proficient',
        'user   user   user   user   user',
        '(*) Common European Framework of Reference (CEF) level',
        'Technical skills and React, Node.js',
        'competences',
        'Additional information',
        'Awards Champion, Inter-University Hackathon 2023: Won with a flood alert app.',
        'Page 1 - Curriculum vitae of   For more information on Europass go to http://europass.cedefop.europa.eu',
        'Nusrat Jahan Mim   © European Communities, 2003',
      ].join('\n'),
    );
    expect(resume.experience.map((job) => [job.title, job.company, job.description])).toEqual([
      [
        'Web Developer Intern',
        'Shapla Web Studio',
        'Built the booking pages of a clinic chain used by 3,000 patients a month',
      ],
    ]);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
    expect(resume.skills).toEqual(['React', 'Node.js']);
    expect(resume.achievements).toEqual([
      {
        title: 'Champion, Inter-University Hackathon 2023',
        description: 'Won with a flood alert app.',
      },
    ]);
    expect(resume.contact.links.map((link) => link.url)).toEqual([
      'https://github.example.com/nusrat-mim',
      'https://linkedin.example.com/in/nusrat-mim',
    ]);
    expect(resume.summary).toBe('');
  });

  it("reads a grid of one language whose row was read apart from its name, and none of the grid's words", () => {
    const resume = parseResumeText(
      [
        'Nusrat Jahan Mim',
        'Work experience',
        'Dates   Jun 2024 – Dec 2024',
        'Occupation or position held   Web Developer Intern',
        'Name and address of employer   Shapla Web Studio, Rupnagar',
        'Personal skills and competences',
        'Mother tongue   Bangla',
        'Understanding   Speaking   Writing',
        'Spoken   Spoken',
        'Listening   Reading',
        'interaction   production',
        'B1   B1   B1   B1   B1',
        '(*)',
        'Common European Framework of Reference (CEF) level',
        'Other language(s)',
        'Self-assessment',
        '(*)',
        'European level',
        'English',
        'Technical skills and competences   JavaScript, React',
      ].join('\n'),
    );
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Conversational' },
    ]);
    expect(resume.skills).toEqual(['JavaScript', 'React']);
  });
});
