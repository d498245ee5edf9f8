/**
 * The duties typical of a role's field, as a job post lists them, for drafting a job's bullets
 * when the user has written none. Each is a plain base-form line ("reconcile bank accounts …"),
 * put in the tense the role's dates call for. A duty that names a skill (in the taxonomy's
 * words) is used only when the CV holds that skill; `result` leaves one blank, for the figure
 * only the user knows. The set was written here and is measured against the duty sentences of
 * real job posts (`npm run eval -- writing`).
 */

export interface RoleFamily {
  name: string;
  /** The field, as a summary says it: "experience in {field}". */
  field: string;
  /** Taxonomy categories whose skills this field uses (tools for the first duty). */
  categories: string[];
  duties: string[];
  result: string;
}

interface FamilyDef extends RoleFamily {
  /** Words of a title, a degree or a CV heading that belong to the field. */
  words: RegExp;
}

const FAMILIES: FamilyDef[] = [
  {
    name: 'merchandising',
    words: /\bmerchandis/,
    field: 'apparel merchandising',
    categories: ['business', 'logistics', 'office'],
    duties: [
      "handle buyers' orders from sampling to shipment",
      'track approvals of lab dips, trims and samples',
      'prepare costings and time and action plans for each order',
      "coordinate production with the factory's planning and quality teams",
    ],
    result: 'deliver [number] orders a season on time',
  },
  {
    name: 'accounting',
    words:
      /\b(?:account(?:s|ant|ancy|ing)?|bookkeep\w*|audit\w*|tax\w*|vat|payroll|financ\w*|treasury|cashier|ca|acca|cma)\b/,
    field: 'accounting and finance',
    categories: ['accounting', 'finance', 'office'],
    duties: [
      'maintain the books and record daily transactions',
      'prepare monthly financial statements and management reports',
      'reconcile bank accounts, payables and receivables each month',
      'check vouchers and supporting documents before each payment',
      'prepare tax and VAT working papers for review',
      'support the year-end audit with schedules and explanations',
    ],
    result: 'close the monthly accounts within [number] working days',
  },
  {
    name: 'banking',
    words: /\b(?:bank\w*|loan|credit|teller|branch|remittance|microfinance)\b/,
    field: 'banking',
    categories: ['finance', 'customer-service'],
    duties: [
      "serve the branch's customers with deposits, transfers and account services",
      'assess loan applications and the documents behind them',
      'keep customer files complete under the compliance rules',
      "promote the bank's products to existing customers",
    ],
    result: "grow the branch's deposits by [amount] in a year",
  },
  {
    name: 'hr',
    words: /\b(?:hr|hrm|human resources?|recruit\w*|talent|people operations|personnel)\b/,
    field: 'human resources',
    categories: ['hr', 'office'],
    duties: [
      'run recruitment from the job post to the offer letter',
      'maintain employee records, attendance and leave',
      'welcome new joiners and plan their first weeks',
      'advise employees on policies and benefits',
    ],
    result: 'recruit for [number] positions within the hiring plan',
  },
  {
    name: 'sales',
    words:
      /\b(?:sales|business development|territory|key accounts?|account manager|relationship manager|distribution|area manager|salesman)\b/,
    field: 'sales',
    categories: ['sales', 'business'],
    duties: [
      'serve retailers and distributors across the assigned territory',
      'build and keep relationships with key customers',
      'prepare sales reports and forecasts for management',
      'negotiate prices and terms with customers within set limits',
    ],
    result: 'achieve [percentage] of the monthly sales target',
  },
  {
    name: 'marketing',
    words:
      /\b(?:marketing|brand\w*|digital|seo|social media|campaigns?|advertis\w*|communications?|public relations|pr)\b/,
    field: 'marketing',
    categories: ['marketing', 'media', 'design'],
    duties: [
      'plan and run campaigns across online and offline channels',
      "write and schedule posts for the brand's social media pages",
      'monitor campaign results and report them every week',
      'coordinate with designers and agencies on marketing materials',
    ],
    result: 'run campaigns reaching [number] people',
  },
  {
    name: 'security',
    words:
      /\b(?:security|cyber\w*|penetration|pentest\w*|ethical hack\w*|soc|infosec|vulnerabilit\w*|incident respon\w*)\b/,
    field: 'information security',
    categories: ['security', 'cloud-devops'],
    duties: [
      'assess systems and applications for security weaknesses',
      'monitor alerts and investigate security incidents',
      'secure servers, networks and accounts to agreed standards',
      'document findings and advise teams on fixes',
    ],
    result: 'resolve [number] security findings a quarter',
  },
  {
    name: 'business-analysis',
    words:
      /\b(?:business analy\w*|product (?:manager|owner|analyst)|scrum|agile|program(?:me)? manager|requirements)\b/,
    field: 'business analysis',
    categories: ['business', 'office'],
    duties: [
      'collect requirements from stakeholders and document them clearly',
      'analyse current processes and propose improvements',
      'plan sprints and prioritise the backlog with the team',
      'facilitate meetings between business and technical teams',
    ],
    result: 'deliver [number] releases a year',
  },
  {
    name: 'qa',
    words: /\b(?:qa|sqa|quality assurance|test\w*|tester)\b/,
    field: 'software testing',
    categories: ['software', 'practices'],
    duties: [
      'write and run test cases for new features',
      'document defects clearly and verify their fixes',
      'automate regression tests for the main user journeys',
      'review requirements with developers to find gaps early',
    ],
    result: 'raise automated test coverage to [percentage]',
  },
  {
    name: 'data',
    words:
      /\b(?:data(?! entry)|analytics?|business intelligence|bi|machine learning|ml|ai|deep learning|statistic\w*|scientist|nlp)\b/,
    field: 'data analysis',
    categories: ['data', 'databases', 'software'],
    duties: [
      'collect, clean and analyse data for business questions',
      'build dashboards and reports for business teams',
      'present findings and recommendations to decision makers',
      'automate recurring reports and data checks',
    ],
    result: 'cut reporting time by [number] hours a week',
  },
  {
    name: 'it',
    words:
      /\b(?:devops|cloud|sre|site reliability|platform|infrastructure|systems? administrator|sysadmin|systems? engineer|network\w*|it|observability|mlops|edge computing|build engineer|release engineer|integrat\w*|implementation|help ?desk|technical support|desktop support|(?:cyber|information|network) security|security (?:analyst|engineer)|cyber\w*|soc|dba|database administrator)\b/,
    field: 'systems and networks',
    categories: ['cloud-devops', 'security', 'databases', 'software'],
    duties: [
      'maintain servers, networks and user accounts',
      "resolve users' hardware, software and network issues",
      'monitor systems and respond to incidents',
      'install and configure new equipment and software',
      'keep backups and security updates current',
    ],
    result: 'keep the main systems available [percentage] of the time',
  },
  {
    name: 'architecture',
    words: /\b(?:architect|architecture)\b/,
    field: 'solution architecture',
    categories: ['software', 'cloud-devops', 'databases', 'practices'],
    duties: [
      'design the architecture of systems and their integrations',
      'review designs and guide teams on standards',
      'evaluate technologies and recommend choices',
      'document architecture decisions for the teams',
    ],
    result: 'cut infrastructure costs by [percentage]',
  },
  {
    name: 'design',
    words:
      /\b(?:design\w*|ui|ux|graphic\w*|creative|illustrat\w*|artist|animat\w*|video editor|motion)\b/,
    field: 'design',
    categories: ['design', 'media'],
    duties: [
      'design layouts, graphics and materials for print and screen',
      'create concepts and final artwork from briefs',
      'present concepts and revise them with feedback',
      'prepare final files to each print and screen format',
    ],
    result: 'deliver [number] finished designs a month to deadline',
  },
  {
    name: 'software',
    words:
      /\b(?:software|developer|programm\w*|web|backend|back-end|frontend|front-end|full ?stack|full-stack|mobile|android|ios|apps?|sde|swe|game|embedded|firmware|computer science|cse|coder)\b/,
    field: 'software development',
    categories: ['software', 'databases', 'cloud-devops', 'practices'],
    duties: [
      'design, build and maintain features of the product',
      "write clean, tested code and review colleagues' changes",
      'resolve defects reported by users and testers',
      'collaborate with designers and testers to plan each release',
      'write documentation for the code and the interfaces it offers',
    ],
    result: 'cut page load or response times by [percentage]',
  },
  {
    name: 'teaching',
    words:
      /\b(?:teach\w*|lecturer|instructor|tutor|professor|faculty|trainer|education|educator)\b/,
    field: 'teaching',
    categories: ['teaching'],
    duties: [
      'plan and deliver lessons to each class',
      'prepare lesson plans and teaching materials',
      "assess students' work and give feedback",
      "hold meetings with parents on students' progress",
    ],
    result: 'teach classes of [number] students',
  },
  {
    name: 'customer-service',
    words:
      /\b(?:customer|call cent(?:er|re)|contact cent(?:er|re)|client service|front desk|receptionist|service executive|support executive)\b/,
    field: 'customer service',
    categories: ['customer-service', 'office'],
    duties: [
      "handle customers' calls, messages and visits",
      'resolve complaints and follow each one up until it is closed',
      'maintain a record of every case in the customer system',
      'advise customers on products and services',
    ],
    result: 'handle [number] customer contacts a day',
  },
  {
    name: 'logistics',
    words:
      /\b(?:supply chain|logistic\w*|procure\w*|purchas\w*|warehouse|inventory|store keeper|storekeeper|commercial|import|export|shipping|sourcing)\b/,
    field: 'supply chain',
    categories: ['logistics', 'business', 'office'],
    duties: [
      'evaluate quotations and raise purchase orders',
      'track shipments from order to delivery',
      'keep stock records accurate and up to date',
      'coordinate with suppliers, transporters and the warehouse',
    ],
    result: 'deliver [percentage] of orders on time',
  },
  {
    name: 'engineering',
    words:
      /\b(?:civil|mechanical|electrical|electronics?|eee|production|plant|maintenance|site engineer|structural|manufactur\w*|industrial|textile|process engineer)\b/,
    field: 'engineering',
    categories: ['engineering', 'trades'],
    duties: [
      'supervise work on site to drawings and specifications',
      'inspect equipment and plan preventive maintenance',
      'prepare estimates, drawings and progress reports',
      'check that work meets safety and quality standards',
    ],
    result: 'cut downtime by [percentage]',
  },
  {
    name: 'healthcare',
    words:
      /\b(?:nurs\w*|doctor|physician|medical|medicine|pharmac\w*|clinic\w*|health\w*|therap\w*|dentist|dental|mbbs|patient)\b/,
    field: 'healthcare',
    categories: ['healthcare', 'science'],
    duties: [
      "care for patients and record each patient's progress",
      'administer medicines and treatments as prescribed',
      "coordinate each patient's care with the rest of the team",
      'advise patients and families on care and medicines',
    ],
    result: 'care for [number] patients a shift',
  },
  {
    name: 'media',
    words: /\b(?:writer|editor|journalis\w*|reporter|content|copywrit\w*|translat\w*|media|news)\b/,
    field: 'writing and media',
    categories: ['media', 'marketing'],
    duties: [
      'research and write articles to brief',
      'edit and proofread copy before it is published',
      'conduct interviews and check facts',
      'plan stories with editors',
    ],
    result: 'publish [number] pieces a month',
  },
  {
    name: 'development',
    words:
      /\b(?:ngo|field officer|program(?:me)? officer|project officer|monitoring|community|development officer|research\w*)\b/,
    field: 'development work',
    categories: ['business', 'science'],
    duties: [
      'collect and analyse field data',
      'write reports for donors and partners',
      'organise trainings and meetings in the community',
      'keep project records and budgets in order',
    ],
    result: 'serve [number] people through the project',
  },
  {
    name: 'hospitality',
    words:
      /\b(?:chef|cook|hotel|restaurant|waiter|barista|housekeep\w*|front office|hospitality)\b/,
    field: 'hospitality',
    categories: ['hospitality'],
    duties: [
      'prepare and serve food to the house standard',
      'welcome guests and handle their requests',
      'keep the work area clean and safe',
      'check stock and order supplies',
    ],
    result: 'serve [number] guests a day',
  },
  {
    name: 'leadership',
    words: /\b(?:cto|cio|cdo|cso|ceo|coo|cfo|vp|vice president|director|head of|chief)\b/,
    field: '',
    categories: ['business'],
    duties: [
      "establish the department's strategy, goals and budget",
      'lead and grow teams of managers and specialists',
      'present plans and results to senior management',
      'hire and develop managers and specialists',
    ],
    result: 'grow the team to [number] people',
  },
  {
    name: 'management',
    words:
      /\b(?:manager|management|head|director|supervisor|team lead|lead|operations|project|program(?:me)?|product|coordinator)\b/,
    field: '',
    categories: ['business', 'office'],
    duties: [
      'plan the work, set priorities and track progress',
      'present progress and risks to management',
      'train and coach team members',
      'coordinate with other departments on shared work',
    ],
    result: 'lead a team of [number] people',
  },
  {
    name: 'office',
    words:
      /\b(?:admin\w*|office|secretar\w*|assistant|clerk|data entry|front office|receptionist|documentation)\b/,
    field: 'office administration',
    categories: ['office'],
    duties: [
      'manage schedules, meetings and correspondence',
      'keep records and files in order',
      'prepare letters, reports and presentations',
      'track office supplies and expenses',
    ],
    result: 'process [number] documents a week',
  },
];

/** For a role no field is found for: duties any role has. */
export const GENERAL: RoleFamily = {
  name: 'general',
  field: '',
  categories: [],
  duties: [
    'complete the daily duties of the role accurately and on time',
    'coordinate with colleagues and managers to meet deadlines',
    'keep records and reports up to date',
    'solve problems as they arise and share what works with the team',
  ],
  result: 'improve [a result you can measure]',
};

/** The field of the first text that names one: the role's title, the CV's, then the degree. */
export function familyOf(texts: Array<string | undefined>): RoleFamily | undefined {
  for (const text of texts) {
    const lower = text?.toLowerCase().replace(/[^\p{L}\p{M}\p{N}+#]+/gu, ' ');
    if (!lower?.trim()) continue;
    const family = FAMILIES.find((candidate) => candidate.words.test(lower));
    if (family) return family;
  }
  return undefined;
}

/** Every field writing help knows, most specific first. */
export const roleFamilies: readonly RoleFamily[] = FAMILIES;

export const familyNamed = (name: string | undefined): RoleFamily | undefined =>
  FAMILIES.find((family) => family.name === name);
