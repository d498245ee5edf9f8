import { emptyCvData, type CvData } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';

/**
 * The CVs of the import corpus: each is printed in every layout, and what the importer reads
 * back is scored against it. Varied on purpose: a long career and a short one, employers with
 * punctuation, phones written three ways, a degree with and without "in", and (the organiser)
 * a brand with no company word, places no word list knows and titles outside software and
 * accounting. The people, places and companies are invented.
 */

const engineer: CvData = {
  ...sampleCv,
  // The sample's references and publications are not what an importer is scored on here.
  references: [],
  publications: [],
};

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
  languages: [{ id: 'lang-1', name: 'Bangla', fluency: 'Native' }],
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
  ],
};

export const GOLD_CVS: Readonly<Record<string, CvData>> = {
  engineer,
  accountant,
  graduate,
  organiser,
};
