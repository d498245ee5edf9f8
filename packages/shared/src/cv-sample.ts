import type { CvData } from './cv';

/**
 * A complete, realistic CV used to preview templates, in tests and as demo content. The
 * person, places and companies are invented.
 */
export const sampleCv: CvData = {
  personal: {
    name: 'Tanjila Rahman',
    title: 'Senior Software Engineer',
    email: 'tanjila.rahman@example.com',
    phone: '+880 1711-000000',
    location: 'Rupnagar, Bangladesh',
    summary:
      'Software engineer with 7 years of experience building web platforms for fintech and e-commerce. I lead small teams, ship reliable services in TypeScript and Go, and care about fast, accessible products that work on slow mobile networks.',
    links: [
      { id: 'link-1', label: 'LinkedIn', url: 'https://linkedin.example.com/in/tanjila-rahman' },
      { id: 'link-2', label: 'GitHub', url: 'https://github.example.com/tanjila' },
    ],
  },
  experience: [
    {
      id: 'exp-1',
      title: 'Senior Software Engineer',
      company: 'Padma Softworks Ltd.',
      location: 'Rupnagar',
      type: 'Full-time',
      startDate: 'Mar 2021',
      endDate: 'Present',
      description:
        '- Led a team of 5 engineers building a mobile wallet used by 1.2 million customers\n- Cut payment failures by 38% by redesigning retries and idempotency in the transfer service\n- Moved 14 services to Kubernetes, lowering hosting costs by 27%',
    },
    {
      id: 'exp-2',
      title: 'Software Engineer',
      company: 'Jamuna Digital Commerce',
      location: 'Sonapur',
      type: 'Full-time',
      startDate: 'Jul 2018',
      endDate: 'Feb 2021',
      description:
        '- Built the checkout and order tracking of a marketplace with 40,000 daily orders\n- Introduced end-to-end tests that caught 60+ regressions before release\n- Mentored 3 junior developers through their first year',
    },
    {
      id: 'exp-3',
      title: 'Software Engineering Intern',
      company: 'Karnaphuli Data Labs',
      location: 'Sonapur',
      type: 'Internship',
      startDate: 'Jan 2018',
      endDate: 'Jun 2018',
      description: '- Wrote data pipelines in Python that cleaned 2 million survey records',
    },
  ],
  education: [
    {
      id: 'edu-1',
      degree: 'BSc in Computer Science and Engineering',
      institution: 'Meghna University of Science and Technology',
      location: 'Rupnagar',
      startDate: '2014',
      endDate: '2018',
      description: 'CGPA 3.78 / 4.00. Thesis on offline-first mobile payments.',
    },
    {
      id: 'edu-2',
      degree: 'Higher Secondary Certificate (Science)',
      institution: 'Shapla College',
      location: 'Rupnagar',
      startDate: '2012',
      endDate: '2014',
      description: 'GPA 5.00',
    },
  ],
  skills: [
    { id: 'skill-1', name: 'TypeScript', level: 'Expert' },
    { id: 'skill-2', name: 'React', level: 'Expert' },
    { id: 'skill-3', name: 'Node.js', level: 'Advanced' },
    { id: 'skill-4', name: 'Go', level: 'Advanced' },
    { id: 'skill-5', name: 'PostgreSQL', level: 'Advanced' },
    { id: 'skill-6', name: 'Kubernetes', level: 'Intermediate' },
  ],
  languages: [
    { id: 'lang-1', name: 'Bangla', fluency: 'Native' },
    { id: 'lang-2', name: 'English', fluency: 'Fluent' },
  ],
  projects: [
    {
      id: 'proj-1',
      name: 'Hisab: offline bookkeeping',
      url: 'https://hisab.example.org',
      description:
        'An open-source bookkeeping app for small shops that syncs when a connection appears. 3,000 active shops.',
      label: 'Open source',
    },
  ],
  extracurricular: [
    {
      id: 'extra-1',
      name: 'Rupnagar JavaScript Meetup',
      role: 'Organiser',
      description: 'Run a monthly meetup of 80 developers; invited 24 speakers.',
    },
  ],
  certifications: [
    {
      id: 'cert-1',
      name: 'Certified Kubernetes Application Developer',
      issuer: 'Cloud Native Foundation',
      date: 'Aug 2022',
    },
  ],
  tools: [
    { id: 'tool-1', name: 'Git' },
    { id: 'tool-2', name: 'Docker' },
    { id: 'tool-3', name: 'Figma' },
  ],
  achievements: [
    {
      id: 'ach-1',
      title: 'Engineer of the Year 2022',
      description: 'Recognised for leading the wallet migration with zero downtime.',
    },
  ],
  publications: [
    {
      id: 'pub-1',
      title: 'Designing payments for unreliable networks',
      publisher: 'Journal of Applied Computing',
      date: 'Nov 2021',
      url: 'https://journal.example.org/payments',
    },
  ],
  references: [
    {
      id: 'ref-1',
      name: 'Dr. Kamrul Hasan',
      title: 'Professor of Computer Science',
      company: 'Meghna University of Science and Technology',
      email: 'kamrul.hasan@example.edu',
      contact: 'Available on request',
    },
  ],
};

/** Real titles, each once: an importer knows them, and a page break can be told by its job. */
const LONG_SAMPLE_TITLES = [
  'Senior Software Engineer',
  'Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Full Stack Developer',
  'DevOps Engineer',
  'Data Engineer',
  'QA Engineer',
  'Mobile Developer',
  'Technical Lead',
  'Software Engineering Intern',
];

/** The sample with many more jobs: long enough for three A4 pages in every built-in template. */
export function longSampleCv(jobs = 11): CvData {
  return {
    ...sampleCv,
    experience: Array.from({ length: jobs }, (_, i) => ({
      ...sampleCv.experience[i % sampleCv.experience.length]!,
      id: `job-${i}`,
      title: LONG_SAMPLE_TITLES[i % LONG_SAMPLE_TITLES.length]!,
      description: Array.from(
        { length: 4 },
        (__, k) =>
          `- Result ${k + 1} of job ${i + 1}: shipped a change that moved a key number by ${10 + k}% for 40,000 customers`,
      ).join('\n'),
    })),
  };
}

/** The sample with its name, headline and summary in Bangla: conjuncts and vowel signs. */
export const banglaSampleCv: CvData = {
  ...sampleCv,
  personal: {
    ...sampleCv.personal,
    name: 'তানজিলা রহমান',
    title: 'জ্যেষ্ঠ সফটওয়্যার প্রকৌশলী',
    summary:
      'ক্ষুদ্র ও মাঝারি প্রতিষ্ঠানের জন্য নির্ভরযোগ্য সফটওয়্যার তৈরিতে সাত বছরের অভিজ্ঞতা; বিশ্ববিদ্যালয়ে স্নাতক।',
  },
};

/**
 * The sample as a Bangladeshi employer asks for it (issue 44): bio-data, a signature-less
 * declaration, and results from SSC on. The Bangladeshi templates are shown with it.
 */
export const bangladeshSampleCv: CvData = {
  ...sampleCv,
  bioData: {
    nameEn: 'Tanjila Rahman',
    nameBn: 'তানজিলা রহমান',
    fatherName: 'Abdur Rahman Mollik',
    motherName: 'Nasima Begum',
    dateOfBirth: '1996-04-12',
    nid: '19962698765432101',
    religion: 'Islam',
    maritalStatus: 'Single',
    nationality: 'Bangladeshi',
    presentAddress: 'House 7, Road 3, Kathalbagan, Rupnagar',
    permanentAddress: 'Village Sonapur, Post Office Charpara, Rupnagar',
  },
  education: [
    {
      ...sampleCv.education[0]!,
      level: 'Bachelor',
      gpa: '3.78',
      gpaScale: '4',
      description: 'Thesis on offline-first mobile payments.',
    },
    {
      ...sampleCv.education[1]!,
      level: 'HSC',
      board: 'Rupnagar Board',
      year: '2014',
      gpa: '5.00',
      gpaScale: '5',
      description: '',
    },
    {
      id: 'edu-3',
      degree: 'Secondary School Certificate (Science)',
      institution: 'Rupnagar Government High School',
      location: 'Rupnagar',
      startDate: '',
      endDate: '',
      level: 'SSC',
      board: 'Rupnagar Board',
      year: '2012',
      gpa: '5.00',
      gpaScale: '5',
      description: '',
    },
  ],
};
