import { describe, expect, it } from 'vitest';
import { monthsOfExperience } from '@careercard/shared/career';
import { normalisePhone } from '../src/resume/contact';
import { parseResumeText } from '../src/resume/parse-resume';
import { resumeToCvData } from '../src/resume/to-cv-data';

const today = new Date(2026, 10, 1);

const SINGLE = `TANVIR AHMED
Senior Accountant
tanvir.ahmed@example.com • 01712-345678 • Chattogram, Bangladesh • linkedin.com/in/tanvir-ahmed-example

PROFESSIONAL SUMMARY
Chartered accountant with seven years in audit and financial reporting.

WORK EXPERIENCE
Senior Accountant at Karnaphuli Steel Ltd.          March 2021 – Present
• Prepared monthly IFRS financial statements for 3 subsidiaries
• Cut the month-end close from 10 to 6 days

Accountant | Meghna Traders | Jan 2018 - Feb 2021
• Reconciled 12 bank accounts every month

EDUCATION
MBA in Finance, University of Chattogram, 2016 – 2018
BBA in Accounting, Comilla Victoria College, 2012 – 2016

SKILLS
Accounting: IFRS, Tally, QuickBooks (Less than 1 year)
MS Excel; Financial Reporting

LANGUAGES
Bangla (Native), English (Fluent), Hindi`;

// A sidebar CV read row by row: sidebar and main column interleave, headings in any order.
const TWO_COLUMN = `Farhana Akter
Skills
Figma, Adobe Photoshop
Experience
UI Designer
Rupali Digital Agency -
June 2022 to Present
Designed 40+ screens for banking apps
Languages
English - Intermediate
Education
Bachelor of Fine Arts
Dhaka University
2017 - 2021
Contact
farhana.akter@example.com
+8801911223344`;

describe('the resume parser', () => {
  it('reads contact details and normalises Bangladeshi numbers', () => {
    const resume = parseResumeText(SINGLE, { today });
    expect(resume.contact).toMatchObject({
      name: 'Tanvir Ahmed',
      email: 'tanvir.ahmed@example.com',
      phone: '+8801712345678',
      location: 'Chattogram, Bangladesh',
    });
    expect(resume.contact.links[0]).toEqual({
      label: 'LinkedIn',
      url: 'https://linkedin.com/in/tanvir-ahmed-example',
    });
    expect(resume.title).toBe('Senior Accountant');
    expect(normalisePhone('+880 1911-223344')).toBe('+8801911223344');
    expect(normalisePhone('8801911223344')).toBe('+8801911223344');
    expect(normalisePhone('2016 - 2020')).toBeNull();
  });

  it('reads experience entries in different layouts, with Present', () => {
    const resume = parseResumeText(SINGLE, { today });
    expect(
      resume.experience.map(({ title, company, startDate, endDate }) => ({
        title,
        company,
        startDate,
        endDate,
      })),
    ).toEqual([
      {
        title: 'Senior Accountant',
        company: 'Karnaphuli Steel Ltd.',
        startDate: 'March 2021',
        endDate: 'Present',
      },
      {
        title: 'Accountant',
        company: 'Meghna Traders',
        startDate: 'Jan 2018',
        endDate: 'Feb 2021',
      },
    ]);
    expect(resume.experience[0]!.description.split('\n')).toHaveLength(2);
    expect(resume.experienceMonths).toBe(
      monthsOfExperience([{ startDate: 'Jan 2018', endDate: 'Present' }], today),
    );
  });

  it('reads education, skills and languages', () => {
    const resume = parseResumeText(SINGLE, { today });
    expect(
      resume.education.map((entry) => [entry.degree, entry.institution, entry.endDate]),
    ).toEqual([
      ['MBA in Finance', 'University of Chattogram', '2018'],
      ['BBA in Accounting', 'Comilla Victoria College', '2016'],
    ]);
    expect(resume.skills).toEqual([
      'IFRS',
      'Tally',
      'QuickBooks',
      'MS Excel',
      'Financial Reporting',
    ]);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
      { name: 'Hindi', fluency: '' },
    ]);
  });

  it('reads the heading under a bare date set apart from the duties above it', () => {
    const resume = parseResumeText(`Experience
07/2014 to Current
Outreach Specialist Company Name - City , State
Collaborate with schools to develop leadership programmes
Create brochures to promote volunteering

09/2013 to 02/2014
Program Manager Company Name - City , State
Planned a 4 day retreat for 60 mentors`);
    expect(
      resume.experience.map(({ title, startDate, description }) => ({
        title,
        startDate,
        description,
      })),
    ).toEqual([
      {
        title: 'Outreach Specialist',
        startDate: '07/2014',
        description:
          'Collaborate with schools to develop leadership programmes\nCreate brochures to promote volunteering',
      },
      {
        title: 'Program Manager',
        startDate: '09/2013',
        description: 'Planned a 4 day retreat for 60 mentors',
      },
    ]);
  });

  it('reads the roles under "Voluntary Work" or "Community Service" as volunteer jobs, without Europass\'s sector label', () => {
    for (const heading of ['Voluntary Work', 'COMMUNITY SERVICE']) {
      const resume = parseResumeText(`Experience
Jan 2019 – Present   Store Manager
Korotoa Traders, Bogura
${heading}
2015 – 2017   Volunteer Librarian
Mohasthan Children's Library, Bogura
– Ran a reading hour for 40 children
Business or sector Voluntary work`);
      expect(
        resume.experience.map(({ title, company, description, type }) => ({
          title,
          company,
          description,
          type,
        })),
      ).toEqual([
        { title: 'Store Manager', company: 'Korotoa Traders', description: '', type: undefined },
        {
          title: 'Volunteer Librarian',
          company: "Mohasthan Children's Library",
          description: 'Ran a reading hour for 40 children',
          type: 'Volunteer',
        },
      ]);
      expect(resume.extracurricular).toEqual([]);
    }
  });

  it("ends the summary at a theme's list of profiles", () => {
    const resume = parseResumeText(`Rumana Akhter
Summary
Pharmacist with 5 years in hospital dispensing.
Profiles
LinkedIn rumana-akhter
Experience
Jan 2020 – Present   Pharmacist
Lalmonir Hospital, Rangpur`);
    expect(resume.summary).toBe('Pharmacist with 5 years in hospital dispensing.');
  });

  it("reads an activity's role apart from where it was, without the dates' brackets", () => {
    const resume = parseResumeText(`Activities
Member, Padma Debating Society (2014 - Present)
Volunteer, Surma Flood Relief Camp (2017)`);
    expect(resume.extracurricular.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Padma Debating Society', role: 'Member' },
      { name: 'Surma Flood Relief Camp', role: 'Volunteer' },
    ]);
  });

  it('reads a language whose level is written first', () => {
    const resume = parseResumeText(`Languages
Native Bangla Speaker
Conversational Italian
Fluent in English`);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'Italian', fluency: 'Conversational' },
      { name: 'English', fluency: 'Fluent' },
    ]);
  });

  it('copes with sections in any order and a two-column reading order', () => {
    const resume = parseResumeText(TWO_COLUMN, { today });
    expect(resume.contact.name).toBe('Farhana Akter');
    expect(resume.contact.phone).toBe('+8801911223344');
    expect(resume.experience[0]).toMatchObject({
      title: 'UI Designer',
      company: 'Rupali Digital Agency',
      endDate: 'Present',
    });
    expect(resume.education[0]).toMatchObject({
      degree: 'Bachelor of Fine Arts',
      institution: 'Dhaka University',
    });
    expect(resume.skills).toEqual(['Figma', 'Adobe Photoshop']);
    expect(resume.languages).toEqual([{ name: 'English', fluency: 'Conversational' }]);
  });

  it('reads the rows of a table of tags whose every first tag follows a triangle', () => {
    const resume = parseResumeText(`NASIMA HAQUE
Profession   Accountant

JOBS

▷ Apr 2019 – Present
Senior Accountant
Bakul Textiles Ltd., Sonapur

ABILITIES

▷ Expert   Financial Reporting, Microsoft Excel

▷ Advanced   IFRS, Tally

LANGUAGES

▷ Bangla   Native

▷ English   Fluent
`);
    expect(resume.experience).toMatchObject([
      { title: 'Senior Accountant', company: 'Bakul Textiles Ltd.', startDate: 'Apr 2019' },
    ]);
    expect(resume.skills).toEqual(['Financial Reporting', 'Microsoft Excel', 'IFRS', 'Tally']);
    expect(resume.languages).toEqual([
      { name: 'Bangla', fluency: 'Native' },
      { name: 'English', fluency: 'Fluent' },
    ]);
  });

  it('reads what a heading line says it holds: a labelled role, an employer before its place', () => {
    const resume = parseResumeText(`RUMANA KARIM
Field Coordinator at Meghna Relief Trust, Sylhet

WORK EXPERIENCE
Field Coordinator
Meghna Relief Trust - Sylhet, Sylhet -
March 2021 to Present
Ran monthly distributions.

Position: Data Officer
Company: Padma Survey Works
Location: Khulna
2018 - 2020
Responsibilities
Cleaned survey data.

EDUCATION
B-Tech in Civil Engineering
Rajshahi Polytech - Rajshahi, Rajshahi
2014 to 2018

University / Board
`);
    expect(resume.title).toBe('Field Coordinator');
    expect(
      resume.experience.map(({ title, company, location }) => [title, company, location]),
    ).toEqual([
      ['Field Coordinator', 'Meghna Relief Trust', 'Sylhet, Sylhet'],
      ['Data Officer', 'Padma Survey Works', 'Khulna'],
    ]);
    expect(resume.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['B-Tech in Civil Engineering', 'Rajshahi Polytech'],
    ]);
  });

  it('keeps a job that has no dates', () => {
    const resume = parseResumeText(`NADIM HOSSAIN
Profile: indeed.com/r/Nadim-Hossain/
1f27a18d2e4b1948

WORK EXPERIENCE
Sales Representative
Karnaphuli Traders
Visited shops across the district every week.

SKILLS
Negotiation, https://example.com/nadim, Excel
`);
    expect(resume.experience).toMatchObject([
      { title: 'Sales Representative', company: 'Karnaphuli Traders', startDate: '' },
    ]);
    expect(resume.experience[0]!.description).toContain('Visited shops');
    expect(resume.skills).toEqual(['Negotiation', 'Excel']);
    // The profile address the PDF broke after a slash is whole again.
    expect(resume.contact.links[0]?.url).toBe(
      'https://indeed.com/r/Nadim-Hossain/1f27a18d2e4b1948',
    );
  });

  it('reads an Indeed-style export: an undated job first, project details, prose among skills', () => {
    const resume = parseResumeText(`nusrat jahan
Merchandiser - Ananta Apparels

Gazipur, Dhaka - Email me on Indeed: indeed.com/r/nusrat-jahan/3ad8a8b57a172613

Experienced merchandiser for knitwear buyers with a record of on-time shipments in Dhaka
Garments

WORK EXPERIENCE

Merchandiser

Ananta Apparels

Handles samples and costing for three buyers.

Assistant Merchandiser

Padma Knit Ltd -  Savar, Dhaka -

January 2019 to March 2021

Project: 1
Technologies: SAP, Excel
Duration: January 2019 to June 2019
Worked on the order tracking roll-out.

Dhaka Polytechnic Institute

Mirpur, Dhaka -

2014 to 2018

EDUCATION

Masters in Apparel Merchandising

Padma University of Textiles -  Savar, Dhaka

2012

Computer Studies

Meghna Technical Institute

SKILLS

Excel (Less than 1 year), Negotiation (2 years)

Skill set:

➢ Knowledge of costing and Tally for small orders.
➢ Installing, configuration & troubleshooting of printers and scanners in the office network
`);
    expect(resume.contact.name).toBe('Nusrat Jahan');
    // The headline keeps the role; the employer after the dash is not part of it.
    expect(resume.title).toBe('Merchandiser');
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Merchandiser', 'Ananta Apparels'],
      ['Assistant Merchandiser', 'Padma Knit Ltd'],
    ]);
    expect(resume.experience[1]!.description).toContain('Duration: January 2019 to June 2019');
    // "Project: 1" and "Technologies: …" stay inside the job; "Garments" closes a sentence.
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'experience',
      'education',
      'skills',
      'skills',
    ]);
    // A line naming nothing we know, just above a school, is that school's degree.
    expect(resume.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['Masters in Apparel Merchandising', 'Padma University of Textiles'],
      ['Computer Studies', 'Meghna Technical Institute'],
    ]);
    // Sentences give only the skills the taxonomy knows in them.
    expect(resume.skills).toEqual([
      'Excel',
      'Negotiation',
      'Cost Accounting',
      'Tally',
      'Troubleshooting',
    ]);
  });

  it('reads an employer stated with "at" or in brackets before one read from its line', () => {
    const resume = parseResumeText(`WORK EXPERIENCE
Technical Lead at Padma Soft Ltd.
Pharmaceuticals Domain -
May 2021 to Present
Led the data team.

Test Engineer (Meghna Systems Ltd.) Project Domain: Banking
March 2018 - April 2021
Wrote test plans.

Consultant
Jamuna Data (Vendor @ Karnaphuli Bank) -
2016 to 2018
Built reports.

Karnaphuli Group as a Sales Officer
2014 to 2016
Sold steel.
`);
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Technical Lead', 'Padma Soft Ltd.'],
      ['Test Engineer', 'Meghna Systems Ltd.'],
      ['Consultant', 'Jamuna Data (Vendor @ Karnaphuli Bank)'],
      ['Sales Officer', 'Karnaphuli Group'],
    ]);
  });

  it('reads the employer after "at" whatever the words before it, and a role with a comma in it', () => {
    const resume = parseResumeText(`WORK EXPERIENCE
Test Analyst at Karnaphuli Systems, Chattogram for 8 months
2022 to 2023
Tested the billing app.

2020 passed out with 3 months training at Bhola Soft
Wrote unit tests.

Software Engineer, Intern
Meghna Instruments, Austin -  US -
May 2019 to August 2019
Built a boot image.

Senior Systems Engineer - Padma Technologies Limited
LabVIEW, Perforce, Trello -  Savar, Dhaka -
November 2015 to June 2019
Tested firmware.

Test Engineer (Rupali Systems Ltd
2014 to 2015
Wrote test plans.
`);
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Test Analyst', 'Karnaphuli Systems'],
      ['', 'Bhola Soft'],
      ['Software Engineer, Intern', 'Meghna Instruments'],
      ['Senior Systems Engineer', 'Padma Technologies Limited'],
      ['Test Engineer', 'Rupali Systems Ltd'],
    ]);
  });
  it('keeps a heading after a long line, and list items that start like personal details', () => {
    const resume = parseResumeText(`Summary
Coordinated guest services for a four-hundred-room hotel with a team of twelve people
Experience
Front Desk Supervisor
Company Name
2019 to 2022
Skills
Phone System, public relations &amp; Media, Opera PMS\u200B
Willing to relocate to: Sylhet, Chattogram
`);
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'summary',
      'experience',
      'skills',
    ]);
    // An anonymised employer stays as the CV writes it.
    expect(resume.experience).toMatchObject([
      { title: 'Front Desk Supervisor', company: 'Company Name' },
    ]);
    // An HTML entity and a zero-width space copied from a web page are not part of the text.
    expect(resume.skills).toEqual(['Phone System', 'public relations', 'Media', 'Opera PMS']);
  });

  it('takes no job title from a sentence or from a label line under the date', () => {
    const resume = parseResumeText(`WORK EXPERIENCE
Padma Soft Limited -  Savar, Dhaka -
September 2014 to December 2014
Educational Technologies:
Moodle, Canvas

Worked on network migration during intern
Meghna Networks
January 2012 to June 2012

DBA
Jamuna Bank
2015 to 2018
`);
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['', 'Padma Soft Limited'],
      ['', 'Meghna Networks'],
      ['DBA', 'Jamuna Bank'],
    ]);
  });

  it('reads a course and a school from an education section that names neither in words it knows', () => {
    const resume = parseResumeText(`EDUCATION
Applied physics
RUET,Kazla
`);
    expect(resume.education).toMatchObject([
      { degree: 'Applied physics', institution: 'RUET,Kazla' },
    ]);
  });

  it('finds a misspelt heading in capitals and leaves out the running footer link', () => {
    const footer = 'https://www.indeed.com/r/Farhana-Akter/7f3a?isid=rex-download';
    const resume = parseResumeText(`Farhana Akter
WORK EXPERIENCE
Data Analyst
Rupali Insurance Ltd
2019 to Present
Built claims dashboards.
${footer}
${footer}
Trained the branch staff.
Skills
Power BI, SQL
ACADEMEIC CREDENTIALS
CBSE
${footer}
Padma Public School
2012
`);
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'experience',
      'skills',
      'education',
    ]);
    expect(resume.experience[0]!.description).toBe(
      'Built claims dashboards.\nTrained the branch staff.',
    );
    expect(resume.education).toMatchObject([
      { degree: 'CBSE', institution: 'Padma Public School' },
    ]);
    expect(resume.contact.links.map((link) => link.label)).toContain('Indeed');
  });

  it('reads a LaTeX CV whose date column wraps and whose contact lines carry icon glyphs', () => {
    const resume = parseResumeText(`Dhanmondi, Dhaka, Bangladesh
Nadia Rahman   I +880 1712-345678
# nadia.rahman@example.com
ð nadiarahman
Product Manager   § nadiarahman

Experience
2019 – Product Manager, Padma Pay, Gulshan, Dhaka, Bangladesh
Present Leading the payments team. Shipped the merchant app.
2015 – 2019 Software Engineer, Meghna Soft Ltd., Dhaka, Bangladesh
Built the billing service.

Education
2011 – 2015 BSc in Computer Science, BUET, Dhaka, Bangladesh
2009 – 2011 HSC, Notre Dame College,
Dhaka, Bangladesh

Projects

1/2

2020 – Personal Project: Rickshaw Fare Estimator
Present Built a fare estimator for rickshaw routes with Python. It learns
from the fares riders report.

2/2
`);
    expect(resume.title).toBe('Product Manager');
    expect(
      resume.experience.map(({ title, company, location, startDate, endDate }) => [
        title,
        company,
        location,
        startDate,
        endDate,
      ]),
    ).toEqual([
      ['Product Manager', 'Padma Pay', 'Gulshan, Dhaka, Bangladesh', '2019', 'Present'],
      ['Software Engineer', 'Meghna Soft Ltd.', 'Dhaka, Bangladesh', '2015', '2019'],
    ]);
    expect(resume.experience[0]!.description).toBe(
      'Leading the payments team. Shipped the merchant app.',
    );
    expect(resume.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['BSc in Computer Science', 'BUET'],
      ['HSC', 'Notre Dame College'],
    ]);
    // The page numbers are no projects, and a wrapped sentence describes the one there is.
    expect(resume.projects).toEqual([
      {
        name: 'Personal Project: Rickshaw Fare Estimator',
        description:
          'Built a fare estimator for rickshaw routes with Python. It learns from the fares riders report.',
        url: '',
      },
    ]);
  });

  it('takes no headline from a summary sentence the PDF wrapped under the name', () => {
    const resume = parseResumeText(`RAFIQ ISLAM
Data engineer with 6 years of experience building payment pipelines for
M.Sc. in CSE, Padma University

EXPERIENCE
Data Engineer
Meghna Pay Ltd
2020 to Present
`);
    expect(resume.title).toBe('');
  });

  it('takes no headline from a wish under the name, nor from a list that goes on', () => {
    const body = `

EXPERIENCE
Beta Tester
Karnaphuli Data Labs
2018 to Present
`;
    expect(parseResumeText(`RAFIQ ISLAM\nNeed job urgently${body}`).title).toBe('');
    expect(parseResumeText(`RAFIQ ISLAM\nLooking for any job${body}`).title).toBe('');
    expect(parseResumeText(`RAFIQ ISLAM\nStrategic planning,\nfield sales,${body}`).title).toBe('');
    expect(parseResumeText(`RAFIQ ISLAM\nQuality Analyst${body}`).title).toBe('Quality Analyst');
  });

  it('reads a skills list as a list: wrapped bullets, phrases around a skill, projects below it', () => {
    const resume = parseResumeText(`SKILLS
• Backup with Veeam Backup Server (Full
& Incremental)
• Basic knowledge of HTML, Installing, Managing, Windows 7, 8x and 10
• Scheduling the backup jobs as per the change requirements by overriding the schedule as and
when required.
• Creating classical reports.

Senior Systems Engineer

Padma Soft Limited -

September 2015 to Present

Other Skills
Team Mentoring
Cloud Computing
Microsoft Technologies C#, WPF, Biztalk Server 2013
Version Control Git, SVN
Project 1:
Title: Rupali Ledger
Client: Karnaphuli Shipping
Description: Paragon gives the care team one patient record across all clinics.
`);
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'skills',
      'skills',
      'projects',
    ]);
    expect(resume.skills).toEqual([
      'Backup with Veeam Backup Server',
      'Full',
      'Incremental',
      'HTML',
      'Windows 7',
      'Team Mentoring',
      // A table's group names are dropped where the column gap was lost, unless no skill follows.
      'Cloud Computing',
      'C#',
      'WPF',
      'Biztalk Server 2013',
      'Git',
      'SVN',
    ]);
  });

  it('reads skills without the level a builder prints beside or under each one', () => {
    const resume = parseResumeText(
      'SKILLS\nTypeScript Expert\nReact\nIntermediate\nDjango Intermediate   Webpack Beginner\nReact Native',
    );
    expect(resume.skills).toEqual(['TypeScript', 'React', 'Django', 'Webpack', 'React Native']);
  });

  it('reads skills without the levels, versions, lead-ins and tasks written around them', () => {
    const resume = parseResumeText(`TECHNICAL SKILLS
Databases Oracle, PostgreSQL
Operating Systems Windows (XP/2000), Linux (Red Hat)
Scripting: Shell, Perl (Intermediate), Python (Basics)
Microsoft Office (Word (Advanced), Excel)
• Understands SQL Azure, Document DB, Service Bus etc.
• Configuring & Troubleshooting Wireless Network & LAN, WAN Network,
• Web Role security using SSL, WCF Security using certificates
• 5 years of experience with CAD packages (SolidWorks, AutoCAD)
• Experience with Sheet metal, Design for manufacturing, DFMEA.
Official Projects
1. Uploading excel data using BDC.
3. Generating Adobe forms.
`);
    expect(resume.sections.map((section) => section.kind)).toEqual(['skills', 'projects']);
    expect(resume.skills).toEqual([
      'Oracle',
      'PostgreSQL',
      'Windows',
      'Linux',
      'Red Hat',
      'Shell',
      'Perl',
      'Python',
      'Microsoft Office',
      'Word',
      'Excel',
      'SQL Azure',
      'Document DB',
      'Service Bus',
      // A task line gives the skills the taxonomy finds in it.
      'Troubleshooting',
      'LAN/WAN',
      'WCF',
      'SolidWorks',
      'AutoCAD',
      'Sheet metal',
      'Design for manufacturing',
      'DFMEA',
    ]);
  });

  it('takes a list of programming languages for skills, and no employer for a skill', () => {
    const resume = parseResumeText(`Tanvir Rahman
SKILLS
SAP (2 years), ABAP (2 years)
ADDITIONAL INFORMATION
Languages: C, C++, C#
OTHER TECHNICAL SKILLS
• Trained on SAP S4 HANA.
• Work on Windows 7, Windows XP
LANGUAGES
English (Fluent), Bangla (Native)
`);
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'skills',
      'other',
      'skills',
      'skills',
      'languages',
    ]);
    expect(resume.skills).toEqual([
      'SAP',
      'ABAP',
      'C',
      'C++',
      'C#',
      'SAP S4 HANA',
      'Windows 7',
      'Windows XP',
    ]);
    expect(resume.languages.map((language) => language.name)).toEqual(['English', 'Bangla']);

    // Without a skills list the skills come from the whole CV, as it writes them, but not from
    // an employer's name.
    const unlisted = parseResumeText(`Nusrat Jahan
WORK EXPERIENCE
Consultant at Meghna Consulting Services Pvt. Ltd
2019 to 2021
• Built reports in Excel and SQL for the finance team.
`);
    expect(unlisted.skills).toEqual(['Excel', 'SQL']);
    // An "&" in the employer's name does not cut it short ("Textiles" is no skill here).
    const textiles = parseResumeText(
      'Rima Akter\nEXPERIENCE\nAccounts Officer, Bakul Textiles & Apparel Ltd.   2019 - 2021\nClosed the books in Excel',
    );
    expect(textiles.skills).not.toContain('Textiles');
  });

  it('reads an employer placed after the dates on the title line', () => {
    const resume = parseResumeText(`Experience
Help Desk Specialist , 01/2015 to 08/2016 Meghna Traders - Khulna , Khulna
Answered calls from customers.

Bookkeeper , 09/2016 to Current Rupali Foods - Dhaka , Dhaka
Kept the ledgers.
`);
    expect(
      resume.experience.map(({ title, company, location }) => ({ title, company, location })),
    ).toEqual([
      { title: 'Help Desk Specialist', company: 'Meghna Traders', location: 'Khulna , Khulna' },
      { title: 'Bookkeeper', company: 'Rupali Foods', location: 'Dhaka , Dhaka' },
    ]);
  });

  it('reads jobs titled beside their dates, with duties that carry no bullet marks', () => {
    const resume = parseResumeText(`Work History
Client Advocate / Escalation Specialist Nov 2015 to May 2016
Jamuna Telecom - Sylhet , Sylhet

Took over escalated calls from customer service
Coached customer service representatives

Business Manager, HR Coordinator, Receptionist Jun 2008 to Oct 2015
Karnaphuli Shipping - Chattogram , Chattogram

Managed administrative and purchasing functions
Purchased office supplies

Financial Analyst

July 2006 to May 2008 Surma Accounts - Sylhet , Sylhet

Interned at Padma Soft for 6 months 2005
`);
    expect(
      resume.experience.map(({ title, company, description }) => ({ title, company, description })),
    ).toEqual([
      {
        title: 'Client Advocate / Escalation Specialist',
        company: 'Jamuna Telecom',
        description:
          'Took over escalated calls from customer service\nCoached customer service representatives',
      },
      {
        title: 'Business Manager, HR Coordinator, Receptionist',
        company: 'Karnaphuli Shipping',
        description: 'Managed administrative and purchasing functions\nPurchased office supplies',
      },
      { title: 'Financial Analyst', company: 'Surma Accounts', description: '' },
      { title: 'Intern', company: 'Padma Soft', description: '' },
    ]);
  });

  it('keeps the dates and duties of a job whose employer slot holds a lone dash', () => {
    const resume = parseResumeText(`WORK EXPERIENCE

Software Engineer

-

May 2016 to October 2017

Worked in the core simulation team.

• Owned the signal viewer.

Software Engineer

Kaveri Design Systems Ltd -

January 2015 to March 2016

• Designed 3D models.
`);
    expect(
      resume.experience.map(({ title, company, startDate, endDate, description }) => ({
        title,
        company,
        startDate,
        endDate,
        description,
      })),
    ).toEqual([
      {
        title: 'Software Engineer',
        company: '',
        startDate: 'May 2016',
        endDate: 'October 2017',
        description: 'Worked in the core simulation team.\nOwned the signal viewer.',
      },
      {
        title: 'Software Engineer',
        company: 'Kaveri Design Systems Ltd',
        startDate: 'January 2015',
        endDate: 'March 2016',
        description: 'Designed 3D models.',
      },
    ]);
  });

  it('loses no job and no duty to a date line that names nothing', () => {
    const resume = parseResumeText(`Experience

07/2015 to 11/2019
Deputy Treasury Manager | Shapla Foods and Beverages Bangladesh Ltd - Dhaka , Dhaka
Prepared the monthly cash forecasts.

01/2012 to 06/2015
Accounts Officer
Meghna Traders Ltd - Khulna , Khulna
Kept the ledgers of 12 depots.
Khulna, Bangladesh
(Jan 2012 - Jun 2015)
Reconciled 40 bank accounts each month.
Won the best officer award in 2014 and
trained the new clerks.

03/2008 to 12/2011
Clerk Company Name Collected and filed the vouchers.
`);
    expect(resume.experience).toEqual([
      {
        title: 'Deputy Treasury Manager',
        company: 'Shapla Foods and Beverages Bangladesh Ltd',
        location: 'Dhaka , Dhaka',
        startDate: '07/2015',
        endDate: '11/2019',
        description: 'Prepared the monthly cash forecasts.',
      },
      {
        title: 'Accounts Officer',
        company: 'Meghna Traders Ltd',
        location: 'Khulna , Khulna',
        startDate: '01/2012',
        endDate: '06/2015',
        description: [
          'Kept the ledgers of 12 depots.',
          'Khulna, Bangladesh (Jan 2012 - Jun 2015)',
          'Reconciled 40 bank accounts each month.',
          'Won the best officer award in 2014 and trained the new clerks.',
        ].join('\n'),
      },
      // Named in words run together with its duty: kept for the user to name.
      {
        title: '',
        company: '',
        location: '',
        startDate: '03/2008',
        endDate: '12/2011',
        description: 'Clerk Company Name Collected and filed the vouchers.',
      },
    ]);
  });

  it("keeps a project's dates, sub-headings, details and wrapped lines in its description", () => {
    const resume = parseResumeText(`Projects
Hospital Queue App
Jan 2021 - Jun 2021
Description:
Lets patients of Rupnagar General Hospital book a serial from their phones and see the live
queue, so that nobody waits in the corridor for hours.
Environment: React Native, Node.js, PostgreSQL

Padma Bus Tickets
Synopsis:
Sells intercity bus seats online through bKash.
`);
    expect(resume.projects).toEqual([
      {
        name: 'Hospital Queue App',
        description: [
          'Jan 2021 - Jun 2021',
          'Description:',
          'Lets patients of Rupnagar General Hospital book a serial from their phones and see the live queue, so that nobody waits in the corridor for hours.',
          'Environment: React Native, Node.js, PostgreSQL',
        ].join('\n'),
        url: '',
      },
      {
        name: 'Padma Bus Tickets',
        description: 'Synopsis:\nSells intercity bus seats online through bKash.',
        url: '',
      },
    ]);
  });

  it("reads a standard's edition (ISO 9001:2015) as no date", () => {
    const resume = parseResumeText(`WORK EXPERIENCE

Quality Assurance Officer

Meghna Knitwear Ltd - Gazipur

March 2019 to Present

Meghna Knitwear (MK), an ISO 9001:2015 Quality Assurance
Certified exporter, ships knitwear to buyers in Europe.
• Ran the internal audits.
`);
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]).toMatchObject({
      company: 'Meghna Knitwear Ltd',
      endDate: 'Present',
      description:
        'Meghna Knitwear (MK), an ISO 9001:2015 Quality Assurance Certified exporter, ships knitwear to buyers in Europe.\nRan the internal audits.',
    });
  });

  it('reads dotted degrees and keeps the place and notes written beside them', () => {
    const resume = parseResumeText(`Education
M.S.S. in Economics, Rupnagar University, Khulna, Bangladesh 2018
B.A. (Hons) in English | Padma College | 2015 | CGPA 3.52 out of 4.00
`);
    expect(resume.education).toEqual([
      {
        degree: 'M.S.S. in Economics',
        institution: 'Rupnagar University',
        location: 'Khulna, Bangladesh',
        startDate: '',
        endDate: '2018',
        description: '',
      },
      // The note is the result: read as the GPA out of its scale, the year as its passing year.
      {
        degree: 'B.A. (Hons) in English',
        institution: 'Padma College',
        location: '',
        startDate: '',
        endDate: '',
        year: '2015',
        gpa: '3.52',
        gpaScale: '4',
        description: '',
      },
    ]);
  });

  it('reads a school and its place parted by a middle dot, as our own templates print them', () => {
    const resume = parseResumeText(
      'Nusrat Jahan\n\nEDUCATION\nBSc in Computer Science   2020 – 2024\nMeghna University of Science and Technology · Dhaka',
    );
    expect(resume.education).toMatchObject([
      {
        degree: 'BSc in Computer Science',
        institution: 'Meghna University of Science and Technology',
        location: 'Dhaka',
      },
    ]);
  });

  it('parts a degree from its school on a line with no separator between them', () => {
    const resume = parseResumeText(`Education
BSc in CSE from Meghna University of Science, 2019
Bachelor of Arts : Mass Communications Surma State University - Sylhet , Sylhet
Master of Science : Accounting University of Rajshahi 2021
HSC, Rupnagar higher secondary school, 2014
Managed the College's internal communications and its events calendar.
`);
    expect(resume.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['BSc in CSE', 'Meghna University of Science'],
      ['Bachelor of Arts : Mass Communications', 'Surma State University'],
      ['Master of Science : Accounting', 'University of Rajshahi'],
      // A school named in lower case stays whole.
      ['HSC', 'Rupnagar higher secondary school'],
    ]);
    // A sentence that names a college is a note, not a school.
    expect(resume.education[3]!.description).toBe(
      "Managed the College's internal communications and its events calendar.",
    );
  });

  it('reads an undated job below a dated one, but not a dated job repeated without dates', () => {
    const resume = parseResumeText(`WORK EXPERIENCE

Technical Consultant

Padma Fashions Limited -

October 2016 to Present

Built new modules for the stores.

Senior Systems Engineer

Padma Fashions Limited

Built new modules for the stores.

Technical Consultant

Rupali Technology Services

Customised the accounting modules.
`);
    expect(
      resume.experience.map(({ title, company, startDate, description }) => ({
        title,
        company,
        startDate,
        description,
      })),
    ).toEqual([
      {
        title: 'Technical Consultant',
        company: 'Padma Fashions Limited',
        startDate: 'October 2016',
        description:
          'Built new modules for the stores.\nSenior Systems Engineer Padma Fashions Limited\nBuilt new modules for the stores.',
      },
      {
        title: 'Technical Consultant',
        company: 'Rupali Technology Services',
        startDate: '',
        description: 'Customised the accounting modules.',
      },
    ]);
  });

  it('keeps the employer above the title when the dates carry a duration, a job type or a place', () => {
    const resume = parseResumeText(`Experience
Acme Corp
Software Engineer
January 2019 - Present (5 years 2 months)
Built APIs.

Globex Ltd
Junior Developer
March 2016 - December 2018 | Full-time
Reported on budgets directly to the Managing Director
Ahmed Karim every quarter.
`);
    expect(
      resume.experience.map(({ title, company, description }) => ({ title, company, description })),
    ).toEqual([
      { title: 'Software Engineer', company: 'Acme Corp', description: 'Built APIs.' },
      {
        title: 'Junior Developer',
        company: 'Globex Ltd',
        // A name carried over by a wrapped sentence does not start a duty of its own.
        description:
          'Reported on budgets directly to the Managing Director Ahmed Karim every quarter.',
      },
    ]);
  });

  it('reads headings qualified by "Relevant", "My" or "Other"', () => {
    const resume = parseResumeText(`Tanvir Rahman
My Profile
Backend developer.
Relevant Projects
Inventory System
Relevant Employment
Software Engineer
Acme Ltd
Jan 2019 - Present
Other Technical Skills
Java, SQL
`);
    expect(resume.sections.map((section) => section.kind)).toEqual([
      'summary',
      'projects',
      'experience',
      'skills',
    ]);
  });

  it('finds headings set letter by letter or in small capitals, and "Work" alone', () => {
    for (const heading of ['W O R K E X P E R I E N C E', 'W ork E xperience', 'Work']) {
      const resume = parseResumeText(
        `Rima Akter\nrima@example.com\n${heading}\nAccountant at Bakul Textiles Ltd.   Jan 2020 - Present\n- Closed the books monthly\nE D U C AT I O N\nBBA, Karnaphuli College   2015 - 2019`,
      );
      expect(
        resume.experience.map((job) => [job.title, job.company]),
        heading,
      ).toEqual([['Accountant', 'Bakul Textiles Ltd.']]);
      expect(resume.education.map((entry) => entry.institution)).toEqual(['Karnaphuli College']);
    }
    // Letters of an ordinary line stay a line.
    expect(parseResumeText('Rima Akter\nA B C\nrima@example.com').sections).toEqual([]);
  });

  it('reads "& Co." and "Chartered Accountants" as a firm, not a role', () => {
    const resume = parseResumeText(
      'EXPERIENCE\nSenior Accountant, Bakul Textiles Ltd. — Sonapur   Apr 2019 – Present\nClosed monthly accounts for 4 factories\nAudit Associate, Rahman Haque & Co. Chartered Accountants — Rupnagar   Jan 2016 – Mar 2019\nAudited 25 clients',
    );
    expect(resume.experience.map((job) => [job.title, job.company])).toEqual([
      ['Senior Accountant', 'Bakul Textiles Ltd.'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants'],
    ]);
  });

  it('reads the employer before the role, and dates written year first', () => {
    const resume = parseResumeText(
      'EXPERIENCE\nPadma Softworks Ltd., Senior Software Engineer   2021-03-01 — Present\nLed a team of 5\nJamuna Digital Commerce, Software Engineer   2018/07 - 2021/02\nBuilt the checkout',
    );
    expect(
      resume.experience.map((job) => [job.title, job.company, job.startDate, job.endDate]),
    ).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.', '2021-03-01', 'Present'],
      ['Software Engineer', 'Jamuna Digital Commerce', '2018/07', '2021/02'],
    ]);
    // A year range with a short end ("2010-12") is no ISO month.
    expect(
      parseResumeText('EDUCATION\nBSc, Karnaphuli College   2010-12').education[0]?.endDate,
    ).not.toBe('2010-12');
  });

  it('reads a name and a headline set on one line', () => {
    const resume = parseResumeText(
      'Tanjila Rahman, Senior Software Engineer\ntanjila@example.com | +880 1711-000000',
    );
    expect(resume.contact.name).toBe('Tanjila Rahman');
  });

  it('reads an e-mail address a narrow column broke over two lines', () => {
    for (const [top, bottom] of [
      ['nusrat.mim@example.n', 'et'],
      ['tanjila.rahman@exampl', 'e.com'],
    ]) {
      const email = `${top}${bottom}`;
      expect(parseResumeText(`Nusrat Mim\n${top}\n${bottom}\n+880 1612-345678`).contact.email).toBe(
        email,
      );
    }
    // A whole address stays as it is, whatever the next line holds.
    expect(parseResumeText('Nusrat Mim\nnusrat@example.net\ne.g. Dhaka').contact.email).toBe(
      'nusrat@example.net',
    );
  });

  it('takes no duty of the job above for the name of a job set apart by a blank line', () => {
    const resume = parseResumeText(`EXPERIENCE
Padma Softworks Ltd.
March 2021 - Present

Senior Software Engineer

Led a team of 5 engineers building a mobile wallet used by 1.2 million customers
Moved 14 services to Kubernetes, lowering hosting costs by 27%

Jamuna Digital Commerce
July 2018 - February 2021

Software Engineer

Built the checkout and order tracking of a marketplace with 40,000 daily orders
Mentored 3 junior developers through their first year

Software Engineering Intern, Karnaphuli Data Labs

Jan, 2018 - Jun, 2018

Wrote data pipelines in Python`);
    expect(resume.experience.map((job) => [job.title, job.company])).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.'],
      ['Software Engineer', 'Jamuna Digital Commerce'],
      ['Software Engineering Intern', 'Karnaphuli Data Labs'],
    ]);
  });

  it('leaves the title of the next job, above its employer and dates, to that job', () => {
    // An Indeed export whose internship lost its title: the line under its dates names the
    // next job.
    const resume = parseResumeText(`WORK EXPERIENCE
Software Engineer
Meghna Networks -
July 2012 to June 2016
Built routers' test tools
Worked on network migration during intern

Meghna Networks -

January 2012 to June 2012

System Engineer

Padma Infotech -  Sonapur -

2008 to 2010

Worked as an SAP Basis consultant.`);
    expect(resume.experience.map((job) => [job.title, job.company])).toEqual([
      ['Software Engineer', 'Meghna Networks'],
      ['', 'Meghna Networks'],
      ['System Engineer', 'Padma Infotech'],
    ]);
  });

  it('reads the role under the dates when the lines above name the employer and the place', () => {
    const resume = parseResumeText(`WORK EXPERIENCE
Padma Softworks Ltd.
Rupnagar
March 2021 – Present

Senior Software Engineer
Highlights
Led a team of 5 engineers building a mobile wallet used by 1.2 million customers`);
    expect(resume.experience.map((job) => [job.title, job.company])).toEqual([
      ['Senior Software Engineer', 'Padma Softworks Ltd.'],
    ]);
  });

  it('reads a degree printed apart from its field of study', () => {
    const resume = parseResumeText(`EDUCATION
Meghna University of Science and Technology
2014 - 2018
BSc
Computer Science and Engineering
Surma University of Business
Master of Business Administration
Accounting`);
    expect(resume.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['BSc in Computer Science and Engineering', 'Meghna University of Science and Technology'],
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
    ]);
  });

  it("puts back a school's name a narrow column wrapped", () => {
    const resume = parseResumeText(`EDUCATION
BSc Computer Science at Meghna University of Science   Jan 2014 - Jan 2018
and Technology
Meghna University of Science
and Technology
BSc`);
    expect(resume.education.map((entry) => entry.institution)).toEqual([
      'Meghna University of Science and Technology',
      'Meghna University of Science and Technology',
    ]);
  });

  it('reads a heading set in a column beside its first line, and a field beside its degree', () => {
    const resume = parseResumeText(`Nusrat Mim
EXPERIENCE
Web Developer Intern, Shapla Web Studio   2024-06-01 — 2024-12-01
EDUCATION   Surma University of Business   2013-01-01 — 2015-01-01
Master of Business Administration - Accounting
Computer Science and Engineering, BSc, Meghna University of Science and Technology`);
    expect(resume.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
      ['BSc in Computer Science and Engineering', 'Meghna University of Science and Technology'],
    ]);
  });

  it('takes no duty whose verb a number follows for the name of the job below it', () => {
    const resume = parseResumeText(`WORK EXPERIENCE
Bakul Textiles Ltd.   Sonapur
Senior Accountant   Apr 2019 – Present
Closed monthly accounts for 4 factories
Trained 6 junior accountants in IFRS reporting
Rahman Haque & Co. Chartered Accountants   Rupnagar
Audit Associate   Jan 2016 – Mar 2019
Audited 25 clients in garments`);
    expect(resume.experience.map((job) => [job.title, job.company])).toEqual([
      ['Senior Accountant', 'Bakul Textiles Ltd.'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants'],
    ]);
  });

  it('counts overlapping months once', () => {
    expect(
      monthsOfExperience(
        [
          { startDate: 'Jan 2020', endDate: 'Dec 2020' },
          { startDate: 'Jul 2020', endDate: 'Jun 2021' },
        ],
        today,
      ),
    ).toBe(18);
  });

  it('never throws and maps to the CV model with the import defaults', () => {
    // Runs that made a pattern retry along the line once took seconds to minutes.
    const hostile = [
      `Skills\n${'('.repeat(40_000)}Java`,
      `Education\nBSc ${'University '.repeat(5_000)}`,
      `Experience\nEngineer , ${'| '.repeat(30_000)}Acme - Dhaka\n2019 to 2020`,
      `Projects\n${') '.repeat(40_000)}`,
      `Projects\nHisab ${') '.repeat(20_000)}\nAn app.`,
      `Awards\nBest Young Accountant (${'2022) '.repeat(10_000)}`,
      Array.from({ length: 20_000 }, () => 'Finance graduate with three').join('\n'),
      'A-'.repeat(40_000),
      `Experience\nEngineer\nAcme Ltd -\nJan 2019 to Feb 2020\n${Array.from(
        { length: 3_000 },
        (_, i) => `\nSenior Engineer\nFirm ${i} Ltd\nDid work`,
      ).join('\n')}`,
    ];
    for (const text of ['', '\n\n', '•••', 'x'.repeat(100_000), SINGLE.repeat(30), ...hostile]) {
      expect(() => resumeToCvData(parseResumeText(text))).not.toThrow();
    }
    const cv = resumeToCvData(parseResumeText(SINGLE, { today }));
    expect(cv.skills.every((skill) => skill.level === 'Beginner')).toBe(true);
    expect(cv.languages.find((language) => language.name === 'Hindi')?.fluency).toBe('Basic');
    expect(cv.experience[0]!.id).not.toBe('');
  });
});

describe('a CV set as a grid, its place over its dates on the right (RenderCV)', () => {
  const resume = parseResumeText(`Tahmid Hossain
Experience
Dhanshiri, Growth Lead   Kashbon
• Grew monthly orders from 3,000 to 41,000 with referral and search   Feb 2022 – Present
campaigns
• Hired and led a team of 5 marketers
Kolpona Foods Limited, Marketing Executive   Nilgiri Hat
• Launched 3 snack lines in 12 districts   Aug 2019 – Jan 2022
Education
BSc Meghna University of Science and Technology, Computer Sci\u00AD   Rupnagar
ence and Engineering   2014 – 2018
Surma University of Business, Master of Business Administration in   Sonapur
Accounting   2012 – 2014
Certifications
Certified Kubernetes Application Developer, Cloud Native Founda\u00AD   Aug 2022
tion`);

  it('gives each job the dates set beside its first duty, and parts "Employer, Title"', () => {
    expect(
      resume.experience.map(({ title, company, startDate, endDate }) => [
        title,
        company,
        startDate,
        endDate,
      ]),
    ).toEqual([
      ['Growth Lead', 'Dhanshiri', 'Feb 2022', 'Present'],
      ['Marketing Executive', 'Kolpona Foods Limited', 'Aug 2019', 'Jan 2022'],
    ]);
    expect(resume.experience[0]!.description).toContain('referral and search campaigns');
  });

  it('makes a head that wrapped in its column whole, with a word the typesetter broke', () => {
    expect(resume.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['BSc in Computer Science and Engineering', 'Meghna University of Science and Technology'],
      ['Master of Business Administration in Accounting', 'Surma University of Business'],
    ]);
    expect(resume.certifications).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Aug 2022',
      },
    ]);
  });

  it('keeps apart rows of two names each, employer over title', () => {
    const rows = parseResumeText(`Experience
Bakul Textiles Ltd.   Sonapur
Senior Accountant   Apr 2019 – Present
• Closed monthly accounts for 4 factories`);
    expect(rows.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Senior Accountant', 'Bakul Textiles Ltd.'],
    ]);
  });
});

describe('a CV from a Google Docs template, a sidebar beside its jobs', () => {
  const resume = parseResumeText(`Nusrat Jahan Mim
nusrat.mim@example.net
Junior Web Developer   github.example.com/nusrat-mim

Computer science graduate who builds small, fast web apps with React and Node.js, and wants to grow in a
product team.

Experience

Jamuna Digital Commerce, Sonapur — Software Engineer
JUL 2018 - FEB 2021
Built the checkout of a marketplace with 40,000 daily orders

Rahman Haque & Co. Chartered Accountants, Rupnagar — Audit
Associate
JAN 2016 - MAR 2019
Audited 25 clients in garments, pharmaceuticals and retail

Projects
Bazar Price Tracker
https://github.example.com/nusrat-mim/bazar-prices

Publications
Designing payments for unreliable networks, Journal of Applied
Computing (Nov 2021) https://journal.example.org/payments

Certifications
Certified Kubernetes
Application Developer, Cloud
Native Foundation, Aug 2022
Diploma in IFRS, ACCA, Jun
2018`);

  it('reads "Employer, Place — Title" heads, a title that wrapped whole', () => {
    expect(
      resume.experience.map(({ title, company, location }) => [title, company, location]),
    ).toEqual([
      ['Software Engineer', 'Jamuna Digital Commerce', 'Sonapur'],
      ['Audit Associate', 'Rahman Haque & Co. Chartered Accountants', 'Rupnagar'],
    ]);
  });

  it('reads a profile address a narrow sidebar broke inside a word', () => {
    const resume = parseResumeText(`TANJILA RAHMAN
Senior Software Engineer

EXPERIENCE
Padma Softworks Ltd. | Rupnagar
Senior Software Engineer
Mar 2021 – Present

CONTACT
+880 1711-000000
tanjila.rahman@example.com
Rupnagar, Bangladesh
linkedin.example.com/in/tanjila-ra
hman
github.example.com/tanjila
`);
    expect(resume.contact.links.map((link) => link.url)).toEqual([
      'https://linkedin.example.com/in/tanjila-rahman',
      'https://github.example.com/tanjila',
    ]);
  });

  it('keeps the profile beside the headline out of the summary, and apart from a project under it', () => {
    expect(resume.summary).toMatch(/^Computer science graduate/);
    expect(resume.contact.links.map((link) => link.url)).toEqual([
      'https://github.example.com/nusrat-mim',
    ]);
  });

  it('reads a citation and certificates the narrow column wrapped, a date broken after its month', () => {
    expect(resume.publications).toEqual([
      {
        title: 'Designing payments for unreliable networks',
        publisher: 'Journal of Applied Computing',
        date: 'Nov 2021',
        url: 'https://journal.example.org/payments',
      },
    ]);
    expect(resume.certifications).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'Cloud Native Foundation',
        date: 'Aug 2022',
      },
      { name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
    ]);
  });
});

describe('a CV printed from a web page', () => {
  // Browsers draw list bullets as shapes: the PDF's text holds the duties without marks.
  const resume = parseResumeText(`Rafiq Chowdhury
rafiq@example.com
Experience
Frontend Engineer, Kolmilata Commerce, Inc., Sylhet, Bangladesh, Mar 2021 - Present
Built a React and TypeScript storefront used by 300,000 customers a month
Cut page load time by 40% with code splitting and moved the team to continuous deploy-
ment and open-
source tooling
Web Developer, Jhinuk Soft, Jan 2019 - Feb 2021
Developed Angular dashboards for banking clients
Skills
React, TypeScript, Angular (versions 2+), Next.js, Redux, CSS, Tailwind, Jest, Git
Projects
Bus Route Finder - a web app for city bus routes
`);

  it('reads each job from its own line and keeps every duty apart', () => {
    expect(resume.experience).toEqual([
      {
        title: 'Frontend Engineer',
        company: 'Kolmilata Commerce, Inc.',
        location: 'Sylhet, Bangladesh',
        startDate: 'Mar 2021',
        endDate: 'Present',
        description: [
          'Built a React and TypeScript storefront used by 300,000 customers a month',
          'Cut page load time by 40% with code splitting and moved the team to continuous deployment and open-source tooling',
        ].join('\n'),
      },
      {
        title: 'Web Developer',
        company: 'Jhinuk Soft',
        location: '',
        startDate: 'Jan 2019',
        endDate: 'Feb 2021',
        description: 'Developed Angular dashboards for banking clients',
      },
    ]);
  });

  it('keeps the last skill and the section after a list', () => {
    expect(resume.skills).toEqual([
      'React',
      'TypeScript',
      'Angular',
      'Next.js',
      'Redux',
      'CSS',
      'Tailwind',
      'Jest',
      'Git',
    ]);
    expect(resume.projects.map((project) => project.name)).toEqual([
      'Bus Route Finder - a web app for city bus routes',
    ]);
  });
});

describe('a modern template', () => {
  const resume = parseResumeText(`Nadia Sultana
Summary
Backend engineer building cloud-
native services.
Skills
JavaScript (ES6+), Go
Projects
Route Planner
Creator & Maintainer
• CLI for planning bus routes, used by 2,000 riders`);

  it('keeps the role under a project with the project, not as one of its own', () => {
    expect(resume.projects).toEqual([
      {
        name: 'Route Planner',
        description: 'Creator & Maintainer\nCLI for planning bus routes, used by 2,000 riders',
        url: '',
      },
    ]);
  });

  it('reads a version in brackets as no skill, and a word broken at a line end as whole', () => {
    expect(resume.skills).toEqual(['JavaScript', 'Go']);
    expect(resume.summary).toBe('Backend engineer building cloud-native services.');
  });
});

describe('a CV that gives no name', () => {
  it('reads its headline as the title, not as a name, and takes no later line for one', () => {
    const resume = parseResumeText(`ACCOUNTANT
Career Overview
Accountant with 6 years in audit and tax.
Skill Highlights
Tally, Excel, VAT returns
Experience
Accountant, Rupsha Traders Ltd, 2018 - 2024
Prepared the monthly VAT returns.`);
    expect(resume.contact.name).toBe('');
    expect(resume.title).toBe('Accountant');
  });
});

describe('a functional CV', () => {
  const resume = parseResumeText(`Tanvir Hasan
Relevant Experience
Assessment and Teaching
Raised the share of students testing into the top tenth of their grade to 90%.
Designed and developed the district's Spanish assessments
Community Outreach
Grew community partners by 80% through outreach and talks.
Work History
Teacher, 08/2010 to Current
Rupnagar High School - Kashbon
Taught Spanish to 120 students.`);

  it('reads what was done by skill, over dated jobs, as achievements, and the jobs whole', () => {
    expect(resume.achievements).toEqual([
      {
        title: 'Assessment and Teaching',
        description:
          "Raised the share of students testing into the top tenth of their grade to 90%.\nDesigned and developed the district's Spanish assessments",
      },
      {
        title: 'Community Outreach',
        description: 'Grew community partners by 80% through outreach and talks.',
      },
    ]);
    expect(resume.experience.map(({ title, company }) => [title, company])).toEqual([
      ['Teacher', 'Rupnagar High School'],
    ]);
    expect(resume.experience[0]!.description).toBe('Taught Spanish to 120 students.');
  });
});
