import { emptyCvData, type CvData } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';

/**
 * The CVs of the import corpus: each is printed in every layout, and what the importer reads
 * back is scored against it. Varied on purpose: a long career and a short one, employers with
 * punctuation, phones written three ways, a degree with and without "in", and (the organiser)
 * a brand with no company word, places no word list knows and titles outside software and
 * accounting, a volunteer role, and every section a CV can hold (certifications, awards,
 * publications, projects, activities, references) spread across them. The people, places and
 * companies are invented.
 */

const engineer: CvData = sampleCv;

const accountant: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Mahmudul Karim Chowdhury',
    title: 'Senior Accountant',
    email: 'mahmudul.karim@example.org',
    phone: '01819-555 014',
    location: 'Sonapur, Bangladesh',
    summary:
      'Chartered accountant in training with 9 years in audit and financial reporting for manufacturing groups. I close the books on time, keep VAT returns clean and automate reports in Excel.',
    links: [],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Senior Accountant',
      company: 'Bakul Textiles & Apparel Ltd.',
      location: 'Sonapur',
      type: 'Full-time',
      startDate: 'Apr 2019',
      endDate: 'Present',
      description:
        '- Closed monthly accounts for 4 factories 5 days faster by standardising journals\n- Prepared VAT and tax returns worth BDT 120 million a year with no penalties\n- Trained 6 junior accountants in IFRS reporting',
    },
    {
      id: 'exp-2',
      title: 'Audit Associate',
      company: 'Rahman Haque & Co. Chartered Accountants',
      location: 'Rupnagar',
      type: 'Full-time',
      startDate: 'Jan 2016',
      endDate: 'Mar 2019',
      description:
        '- Audited 25 clients in garments, pharmaceuticals and retail\n- Found BDT 8 million of unrecorded liabilities in one engagement',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'Master of Business Administration in Accounting',
      institution: 'Surma University of Business',
      location: 'Sonapur',
      startDate: '2013',
      endDate: '2015',
      description: '',
    },
    {
      id: 'edu-2',
      degree: 'Bachelor of Business Administration',
      institution: 'Karnaphuli College',
      location: 'Sonapur',
      startDate: '2009',
      endDate: '2013',
      description: '',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Financial Reporting', level: 'Expert' },
    { id: 'skill-2', name: 'IFRS', level: 'Advanced' },
    { id: 'skill-3', name: 'Tally', level: 'Advanced' },
    { id: 'skill-4', name: 'Microsoft Excel', level: 'Expert' },
    { id: 'skill-5', name: 'VAT', level: 'Advanced' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
  ],
  certifications: [
    {
      id: 'cert-1',
      name: 'Chartered Accountant (Professional Level)',
      issuer: 'Institute of Chartered Accountants of Bangladesh',
      date: '2020',
    },
    { id: 'cert-2', name: 'Diploma in IFRS', issuer: 'ACCA', date: 'Jun 2018' },
  ],
  achievements: [
    {
      id: 'ach-1',
      title: 'Best Audit Associate 2018',
      description: 'Chosen among 40 associates for the quality of working papers.',
    },
  ],
  references: [
    {
      id: 'ref-1',
      name: 'Abdul Motin Sarkar FCA',
      title: 'Partner',
      company: 'Rahman Haque & Co. Chartered Accountants',
      phone: '01711-400 221',
      email: 'motin.sarkar@example.com',
      contact: '',
    },
    {
      id: 'ref-2',
      name: 'Shirin Akter',
      title: 'Chief Financial Officer',
      company: 'Bakul Textiles & Apparel Ltd.',
      phone: '01819-300 114',
      contact: '',
    },
  ],
};

const graduate: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Nusrat Jahan Mim',
    title: 'Junior Web Developer',
    email: 'nusrat.mim@example.net',
    phone: '+880 (1612) 345-678',
    location: 'Rupnagar, Bangladesh',
    summary:
      'Computer science graduate who builds small, fast web apps with React and Node.js, and wants to grow in a product team.',
    links: [{ id: 'link-1', label: 'GitHub', url: 'https://github.example.com/nusrat-mim' }],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Web Developer Intern',
      company: 'Shapla Web Studio',
      location: 'Rupnagar',
      type: 'Internship',
      startDate: 'Jun 2024',
      endDate: 'Dec 2024',
      description:
        '- Built 8 landing pages in React for local shops\n- Cut the studio site load time by 45% by compressing images',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'BSc in Computer Science',
      institution: 'Meghna University of Science and Technology',
      location: 'Rupnagar',
      startDate: '2020',
      endDate: '2024',
      description: '',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'JavaScript', level: 'Advanced' },
    { id: 'skill-2', name: 'React', level: 'Intermediate' },
    { id: 'skill-3', name: 'Node.js', level: 'Intermediate' },
    { id: 'skill-4', name: 'HTML', level: 'Advanced' },
    { id: 'skill-5', name: 'CSS', level: 'Advanced' },
    { id: 'skill-6', name: 'Git', level: 'Intermediate' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Conversational' },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Bazar Price Tracker',
      url: 'https://github.example.com/nusrat-mim/bazar-prices',
      description:
        'A web app that tracks vegetable prices in 6 local markets, with a chart per item. Built with React and Node.js.',
    },
    {
      id: 'proj-2',
      name: 'Campus Wi-Fi Map',
      url: '',
      description:
        'Designed a Wi-Fi coverage map of the campus from 900 signal readings, cutting dead zones by 80% after the access points were moved.',
    },
  ],
  extracurricular: [
    {
      id: 'extra-1',
      name: 'Meghna University Programming Club',
      role: 'General Secretary',
      description: 'Ran weekly contest practice for 60 members.',
    },
  ],
  achievements: [
    {
      id: 'ach-1',
      title: 'Champion, Inter-University Hackathon 2023',
      description: 'Won with a flood alert app for char villages.',
    },
  ],
};

const organiser: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Farzana Rahman Tithi',
    title: 'Growth Lead',
    email: 'farzana.tithi@example.com',
    phone: '+880 1912 000 123',
    location: 'Kashbon, Bangladesh',
    summary:
      'Marketer who grew two consumer brands from a standing start, and a former field coordinator who knows the districts the brands sell in.',
    links: [],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Growth Lead',
      company: 'Dhanshiri',
      location: 'Kashbon',
      type: 'Full-time',
      startDate: 'Feb 2022',
      endDate: 'Present',
      description:
        '- Grew monthly orders from 3,000 to 41,000 with referral and search campaigns\n- Hired and led a team of 5 marketers',
    },
    {
      id: 'exp-2',
      title: 'Marketing Executive',
      company: 'Kolpona Foods Limited',
      location: 'Nilgiri Hat',
      type: 'Full-time',
      startDate: 'Aug 2019',
      endDate: 'Jan 2022',
      description:
        '- Launched 3 snack lines in 12 districts\n- Ran the brand pages, which reached 200,000 followers',
    },
    {
      id: 'exp-3',
      title: 'Field Coordinator',
      company: 'Hill Tracts Relief Network',
      location: 'Kashbon',
      type: 'Full-time',
      startDate: 'Mar 2017',
      endDate: 'Jul 2019',
      description: '- Coordinated food aid for 1,200 families with 14 volunteers',
    },
    {
      id: 'exp-4',
      title: 'Volunteer Swim Coach',
      company: 'Kashbon Youth Swimming Association',
      location: 'Kashbon',
      type: 'Volunteer',
      startDate: '2014',
      endDate: '2016',
      description: '- Taught 30 children to swim each summer',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'Master of Development Studies',
      institution: 'Ichamati University',
      location: 'Kashbon',
      startDate: '2015',
      endDate: '2017',
      description: '',
    },
    {
      id: 'edu-2',
      degree: 'Bachelor of Social Science in Economics',
      institution: 'Shitalakshya College',
      location: 'Nilgiri Hat',
      startDate: '2011',
      endDate: '2015',
      description: '',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Google Analytics', level: 'Advanced' },
    { id: 'skill-2', name: 'SEO', level: 'Advanced' },
    { id: 'skill-3', name: 'Content Strategy', level: 'Expert' },
    { id: 'skill-4', name: 'Canva', level: 'Intermediate' },
    { id: 'skill-5', name: 'Budgeting', level: 'Advanced' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
    { id: 'lang-3', name: 'Chakma', fluency: 'Conversational' },
  ],
  certifications: [
    { id: 'cert-1', name: 'Google Analytics Certification', issuer: 'Google', date: 'Mar 2023' },
  ],
  publications: [
    {
      id: 'pub-1',
      title: 'Selling to the districts: notes from two brand launches',
      publisher: 'Bangla Marketing Review',
      date: 'May 2023',
      url: '',
    },
  ],
  extracurricular: [
    {
      id: 'extra-1',
      name: 'Hill Photography Society',
      role: 'Member',
      description: 'Exhibited landscape photographs at two group shows.',
    },
  ],
};

/** A long career in garments with dates written as numbers, and no summary. */
const merchandiser: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Md. Sohel Rana Bhuiyan',
    title: 'Senior Merchandiser',
    email: 'sohel.bhuiyan@example.net',
    phone: '01552 987654',
    location: 'Tongipara, Gazipur',
    summary: '',
    links: [],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Senior Merchandiser',
      company: 'Nilachal Knit Composite Ltd.',
      location: 'Gazipur',
      type: 'Full-time',
      startDate: '01/2021',
      endDate: 'Present',
      description:
        '- Handle 5 European buyers with yearly orders of USD 14 million\n- Negotiate fabric and trim prices with 20 suppliers',
    },
    {
      id: 'exp-2',
      title: 'Merchandiser',
      company: 'Chandrima Sweaters Ltd.',
      location: 'Savar',
      type: 'Full-time',
      startDate: '03/2017',
      endDate: '12/2020',
      description: '- Followed up 120 orders a year from sampling to shipment',
    },
    {
      id: 'exp-3',
      title: 'Assistant Merchandiser',
      company: 'Tista Fashions',
      location: 'Ashulia',
      type: 'Full-time',
      startDate: '07/2014',
      endDate: '02/2017',
      description: '- Prepared costing sheets and time and action plans',
    },
    {
      id: 'exp-4',
      title: 'Quality Inspector',
      company: 'Banshkhali Garments',
      location: 'Chattogram',
      type: 'Full-time',
      startDate: '01/2012',
      endDate: '06/2014',
      description: '- Inspected 3,000 pieces a day against buyer standards',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'BSc in Textile Engineering',
      institution: 'Padma Textile Institute',
      location: 'Tejgaon',
      startDate: '2007',
      endDate: '2011',
      description: 'CGPA 3.21 out of 4.00',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Merchandising', level: 'Expert' },
    { id: 'skill-2', name: 'Costing', level: 'Advanced' },
    { id: 'skill-3', name: 'Negotiation', level: 'Advanced' },
    { id: 'skill-4', name: 'Microsoft Excel', level: 'Intermediate' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
  ],
  references: [
    {
      id: 'ref-1',
      name: 'Engr. Rafiqul Alam',
      title: 'General Manager, Merchandising',
      company: 'Nilachal Knit Composite Ltd.',
      phone: '01713-555 808',
      contact: '',
    },
  ],
};

/**
 * A researcher and teacher (added in issue 38, session 17): several awards, papers and
 * activities each, one award with no description, a paper behind a DOI, a project's site and a
 * referee; a summary of two sentences.
 */
const researcher: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Shahana Akter Munni',
    title: 'Lecturer in Agronomy',
    email: 'shahana.munni@example.edu',
    phone: '+880 1711-223344',
    location: 'Baliadanga, Bangladesh',
    summary:
      'Agronomist who studies salt-tolerant rice for the coastal belt. I have run field trials on 40 farms, taught 300 undergraduates and published three papers on soil salinity.',
    links: [{ id: 'link-1', label: 'Website', url: 'https://scholar.example.org/shahana-munni' }],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Lecturer',
      company: 'Baliadanga Agricultural University',
      location: 'Baliadanga',
      type: 'Full-time',
      startDate: 'Jan 2021',
      endDate: 'Present',
      description:
        "- Teach crop physiology and field methods to 300 undergraduates a year\n- Supervise 6 master's theses on soil salinity",
    },
    {
      id: 'exp-2',
      title: 'Research Assistant',
      company: 'Coastal Crops Research Institute',
      location: 'Lonapara',
      type: 'Full-time',
      startDate: 'Jul 2018',
      endDate: 'Dec 2020',
      description:
        "- Ran rice trials on 40 coastal farms across three seasons\n- Built the institute's soil sample database of 12,000 readings",
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'MS in Agronomy',
      institution: 'Baliadanga Agricultural University',
      location: 'Baliadanga',
      startDate: '2016',
      endDate: '2018',
      description: '',
    },
    {
      id: 'edu-2',
      degree: 'BSc in Agriculture',
      institution: 'Karatoya Agricultural College',
      location: 'Dhulibari',
      startDate: '2011',
      endDate: '2016',
      description: '',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Field Trials', level: 'Expert' },
    { id: 'skill-2', name: 'Statistical Analysis', level: 'Advanced' },
    { id: 'skill-3', name: 'R', level: 'Advanced' },
    { id: 'skill-4', name: 'GIS', level: 'Intermediate' },
    { id: 'skill-5', name: 'Soil Testing', level: 'Expert' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
  ],
  certifications: [
    {
      id: 'cert-1',
      name: 'Research Ethics Certificate',
      issuer: 'Bangladesh Research Council',
      date: '2020',
    },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Lona Map',
      url: 'https://lona.example.org',
      description:
        'An open map of soil salinity from 40 coastal farms, updated by the farmers themselves by SMS.',
    },
  ],
  achievements: [
    {
      id: 'ach-1',
      title: "Vice-Chancellor's Gold Medal 2016",
      description: 'Highest CGPA in a class of 280 students.',
    },
    {
      id: 'ach-2',
      title: 'Young Scientist Award 2022',
      description: 'For a rice trial that raised yields on salty soil by 18%.',
    },
    { id: 'ach-3', title: 'Travel Grant, Delta Soil Science Congress 2019', description: '' },
  ],
  publications: [
    {
      id: 'pub-1',
      title: 'Salt-tolerant rice lines for the southern coastal belt',
      publisher: 'Journal of Coastal Agronomy',
      date: 'Mar 2023',
      url: '',
    },
    {
      id: 'pub-2',
      title: "Soil salinity maps from farmers' own readings",
      publisher: 'Bangladesh Journal of Soil Science',
      date: '2021',
      url: 'https://doi.example.org/10.1234/bjss.2021.17',
    },
    {
      id: 'pub-3',
      title: 'Mulching and water use in dry-season wheat',
      publisher: 'Proceedings of the National Crop Science Conference',
      date: 'Nov 2019',
      url: '',
    },
  ],
  extracurricular: [
    {
      id: 'act-1',
      name: 'University Debate Club',
      role: 'President',
      description: 'Led a team of 25 to two national finals.',
    },
    {
      id: 'act-2',
      name: 'Coastal Farmers Radio Programme',
      role: 'Guest Speaker',
      description: 'Spoke on soil care in 12 weekly broadcasts.',
    },
    { id: 'act-3', name: 'Rover Scouts Group', role: 'Rover Leader', description: '' },
  ],
  references: [
    {
      id: 'ref-1',
      name: 'Anwar Hossain Talukder',
      title: 'Professor and Head of Agronomy',
      company: 'Baliadanga Agricultural University',
      email: 'anwar.talukder@example.edu',
      contact: '',
    },
  ],
};

/**
 * Added in issue 38, session 18: a banker whose CV is as many in Bangladesh are, two posts held
 * at one bank, a finance company's trainee programme, school results from SSC on with their
 * GPA, a long division in the title, and a trade body's diploma.
 */
const banker: CvData = {
  ...emptyCvData(),
  personal: {
    name: 'Sharmin Sultana Lipi',
    title: 'Senior Officer, Credit Administration',
    email: 'sharmin.lipi@example.com',
    phone: '+8801755-123456',
    location: 'Shitalpur, Bangladesh',
    summary:
      'Banker with 10 years in credit administration and branch operations. I check loan files against policy, keep documentation complete for audit and have cut the time to disburse SME loans by a third.',
    links: [],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Senior Officer',
      company: 'Surma Commercial Bank PLC',
      location: 'Shitalpur',
      type: 'Full-time',
      startDate: 'Jul 2020',
      endDate: 'Present',
      description:
        '- Review 60 SME and retail loan files a month for security documents and limits\n- Cut disbursement time from 9 to 6 working days with a checklist adopted by 14 branches',
    },
    {
      id: 'exp-2',
      title: 'Officer',
      company: 'Surma Commercial Bank PLC',
      location: 'Shitalpur',
      type: 'Full-time',
      startDate: 'Jan 2018',
      endDate: 'Jun 2020',
      description:
        '- Opened and serviced 900 deposit accounts at the Kazirhat branch\n- Reconciled the branch general ledger every day with no open items at year end',
    },
    {
      id: 'exp-3',
      title: 'Management Trainee Officer',
      company: 'Kirtankhola Finance Ltd.',
      location: 'Barakuthi',
      type: 'Full-time',
      startDate: 'Feb 2016',
      endDate: 'Dec 2017',
      description: '- Rotated through leasing, deposits and recovery in an 18-month programme',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'Master of Business Administration in Finance & Banking',
      institution: 'Shitalpur University',
      location: 'Shitalpur',
      startDate: '2014',
      endDate: '2015',
      description: 'CGPA 3.52 out of 4.00',
    },
    {
      id: 'edu-2',
      degree: 'Bachelor of Business Administration in Finance',
      institution: 'Shitalpur University',
      location: 'Shitalpur',
      startDate: '2010',
      endDate: '2014',
      description: '',
    },
    {
      id: 'edu-3',
      degree: 'Higher Secondary Certificate (Business Studies)',
      institution: 'Shitalpur Government College',
      location: 'Shitalpur',
      startDate: '2007',
      endDate: '2009',
      description: 'GPA 5.00 out of 5.00',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'Credit Analysis', level: 'Expert' },
    { id: 'skill-2', name: 'Loan Documentation', level: 'Expert' },
    { id: 'skill-3', name: 'Risk Management', level: 'Advanced' },
    { id: 'skill-4', name: 'Microsoft Excel', level: 'Advanced' },
    { id: 'skill-5', name: 'Customer Service', level: 'Advanced' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
    { id: 'lang-3', name: 'Hindi', fluency: 'Basic' },
  ],
  certifications: [
    {
      id: 'cert-1',
      name: 'Diploma Associate of the Institute of Bankers',
      issuer: 'Banking Professionals Institute',
      date: 'Dec 2019',
    },
  ],
  achievements: [
    {
      id: 'ach-1',
      title: 'Best Branch Officer 2022',
      description: 'Named for the lowest documentation exceptions among 40 branches.',
    },
  ],
  extracurricular: [
    {
      id: 'act-1',
      name: 'Shitalpur Blood Donors Club',
      role: 'Volunteer Coordinator',
      description: 'Organised four donation camps a year with the district hospital.',
    },
  ],
  references: [
    {
      id: 'ref-1',
      name: 'Mohammad Abdul Quader',
      title: 'Senior Vice President',
      company: 'Surma Commercial Bank PLC',
      phone: '+8801711-909090',
      email: 'aquader@example.com',
      contact: '',
    },
  ],
};

export const GOLD_CVS: Readonly<Record<string, CvData>> = {
  engineer,
  accountant,
  graduate,
  organiser,
  merchandiser,
  researcher,
  banker,
};
