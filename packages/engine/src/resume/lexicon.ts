import { ROLE_WORDS } from '../text/roles';
import type { ResumeSectionKind } from '../types';

/**
 * The words, marks and limits the CV importer reads by: one place to find and tune them.
 */

/** The most of a CV's text read: what runs longer is not a CV's. */
export const MAX_TEXT = 100_000;

// "«" is how OCR reads a round bullet; builders mark awards with a star. The last five are
// Symbol and Wingdings bullets, which PDFs from Word keep as private-use characters.
const BULLET_MARKS = '•·▪●◦‣*➢►➤▸✓✔❖❑■□◆◇○★☆~«\uF0B7\uF0D8\uF076\uF0A7\uF0FC';

// "{ Closed the books": a LaTeX CV set in the old OT1 encoding gives its en-dash bullets as "{".
export const BULLET = new RegExp(`^(?:[${BULLET_MARKS}\\-–]|\\{(?=\\s)(?![^}]*\\}))\\s*`);

export const COMPANY_WORDS =
  /\b(?:ltd|limited|inc|llc|llp|plc|corp|corporation|company|co\.|group|technologies|technology|solutions|systems|software|bank|pvt|private|industries|enterprises?|agency|associates|consulting|consultancy|services|labs?|studio|foundation|ngo|hospital|clinic|school|college|university|institute|ministry|organi[sz]ation|holdings|international|global|telecom|pharmaceuticals?|garments|textiles?|bangladesh|chartered\s+accountants)\b|\bco\.(?!\w)/i;

export const LEGAL_FORM =
  /^(?:inc|ltd|llc|llp|plc|corp|co|pvt|limited|private limited|pvt\.? ltd)\.?$/i;

/**
 * Words only an employer's name has ("Software" can be a title's too; "& Co." and "Chartered
 * Accountants" name a firm, where a person is a "Chartered Accountant").
 */
export const EMPLOYER_WORDS =
  /\b(?:ltd|limited|inc|llc|llp|plc|corp|corporation|company|bank|pvt|private|group|holdings|university|hospital|chartered accountants)\b|\bco\.(?!\w)/i;

/** Words a fragment of a sentence starts or ends with, never a name or a title. */
export const OPENS_SENTENCE =
  /^(?:to|from|was|were|and|or|of|for|with|by|on|in|the|i|my|during|since)\b/;

export const ENDS_SENTENCE = /\b(?:from|to|of|and|or|for|with|in|at|by|the)$/i;

/** Sub-headings inside an entry ("Responsibilities:"), never its title or employer. */
export const ENTRY_HEADING =
  /^(?:(?:(?:key|job|main)\s+)?(?:roles?|responsibilities|duties|achievements|accomplishments|highlights)(?:\s*(?:&|and|\/)\s*\w+)?|(?:(?:official|academic|personal|live|major|key)\s+)?projects?|description|synopsis|overview|environment|technologies|tools|team size)$/i;

/** "Company: Microsoft", "Position: Analyst": a labelled heading line says what it holds. */
export const LABELLED = /^([A-Za-z][A-Za-z ]{1,20}?)\s*[:：]\s*(.+)$/;

export const LABELS: Array<[RegExp, 'title' | 'company' | 'location']> = [
  [/^(?:job\s+)?(?:title|position|designation|role)$/i, 'title'],
  [/^(?:company|employer|organi[sz]ation)(?:\s+name)?$/i, 'company'],
  [/^(?:(?:company|job|work)\s+)?(?:location|place|city|address)$/i, 'location'],
];

export const ROLE_THEN_NAME = new RegExp(
  `^(.*${ROLE_WORDS.source}(?:\\s+(?:I{1,3}|IV|[1-3]))?)\\s+(.+)$`,
  'i',
);

/** Where a heading line's pieces part: a dash or a bar between spaces, or a wide gap. */
export const PIECE_BREAK = /\s+[|–—•·]\s+|\s+-\s+|\s*\|\s*|\t|\s{3,}/;

/** Words in -ed that open names, not duties ("United Nations", "Certified Public Accountant"). */
export const NAME_IN_ED = /^(?:United|Limited|Advanced|Certified|Licensed|Registered|Applied)\s/;

/** How the second half of a word broken by a line's end begins: a suffix, not a word. */
export const BROKEN_SUFFIX =
  /^(?:ment|tion|sion|ing|ed\b|ly\b|ness|ity|ities|ance|ence|able|ible|al\b|er\b|ers\b|ure|ous|ive|ize|ise|ated|ation|(?:no|o)?log(?:y|ies|ical)\b|graphy\b|ics\b)/;

// The dotted forms ("B.A.", "M.S.S.", "M.B.A") end in a dot that \b cannot bound.
export const DEGREE =
  /\b(?:bachelor(?:'?s)?|master(?:'?s)?|[bm][.-]?\s?sc|bba|mba|[bm][.-]?\s?tech|[bm]\.?\s?e\b|ph\.?\s?d|doctor(?:ate)?|diploma|hsc|ssc|higher secondary|secondary school|a[- ]levels?|o[- ]levels?|[bm][.-]?\s?com|bca|mca|associate(?:'s)? degree|degree|llb|llm|mbbs|bds|pgdm|post graduate|postgraduate|dakhil|alim|class (?:x|xii|10|12)|1[02]th|intermediate|matriculation|certificate in)\b|(?<![\p{L}.])(?:[bm]\.b\.a|[bm]\.s\.s|[bm]\.[as]|[bm]\.ed|m\.phil)\.?(?!\p{L})/iu;

/** Short degrees that are also words ("be", "me"), so only in capitals. */
export const DEGREE_CAPITALS = /\b(?:BS|MS|BA|MA|BE|ME)\b/;

export const INSTITUTION =
  /\b(?:university|college|institute|institution|school|academy|polytechnic|madrasa|vidyalaya|iit|nit|iim|faculty|campus)\b/i;

/** Every school word of a line, for `matchAll`. */
export const INSTITUTION_WORDS = new RegExp(INSTITUTION.source, 'gi');

/**
 * Words of a field of study, which end the name of the school that follows them. Words that
 * name schools as well ("Textile Institute", "Islamic University", "Bangla College") are not.
 */
export const FIELD_WORD =
  /^(?:accounting|administration|management|sciences?|studies|engineering|arts?|communications?|english|sociology|education|technology|nutrition|health|public|business|computer|information|marketing|finance|economics|psychology|biology|chemistry|physics|mathematics|maths?|history|theat(?:er|re)|development|family|human|criminal|justice|nursing|culinary|hospitality|interdisciplinary|mass|applied|elementary|political|law|music|design|graphic|media|journalism|electrical|mechanical|civil|electronics|commerce|operations|systems|resources|relations|languages?|literature|statistics|architecture|pharmacy|medicine|agriculture|environmental|social|policy|banking|taxation|aviation|aeronautics|aerospace|automotive|applications|manufacturing|anthropology|leadership|linguistics|philosophy|geography|zoology|botany|microbiology|biotechnology|pharmaceutics|software|hardware|data|analytics|cse|eee|bba|mba|agronomy|horticulture|apparel|geology|ecology|genetics|physiology|anatomy|pathology|dentistry|surgery|chemical|mining|metallurgy|robotics|mechatronics|theology|logistics|planning|insurance|actuarial|biochemistry|biomedical|neuroscience|oceanography|astronomy)$/i;

/** Names CVs give the groups of a skills table. */
export const GROUP_NAME =
  /^(?:(?:programming|scripting|query)\s+languages?|languages?|scripting|databases?|rdbms|operating\s+systems?|platforms?|web\s+technologies|technologies|frameworks?|tools|ides?|version\s+control(?:\s+systems?)?|source\s+control|cloud(?:\s+platforms?)?|testing\s+tools|unit\s+test(?:ing)?|methodologies|microsoft\s+technologies|(?:web|application)\s+servers?|reporting\s+tools|libraries|front[\s-]?end|back[\s-]?end)\s+/i;

/** Group names no skill's name starts with ("Databases", unlike "Cloud" in "Cloud Computing"). */
export const PLAIN_GROUP =
  /^(?:(?:programming\s+|scripting\s+)?languages|databases|operating\s+systems|platforms|technologies|frameworks|tools|ides|libraries|methodologies)\s+/i;

/** What separates a list's items: "Tally · IFRS · VAT" is a list as much as "Tally, IFRS". */
export const LIST_SEPARATORS = new RegExp(`[,;|${BULLET_MARKS}]`, 'g');

/** What brackets after a skill hold when they name no skills: a duration, a level, versions. */
export const NO_SKILLS_INSIDE =
  /year|month|less than|more than|^\s*\d|^\s*(?:basics?|beginner|intermediate|advanced|expert|proficient)\b|level|^\s*(?:versions?|ver\.?|v|es)\s*\d|^(?:[\s\d.,/&x+-]|xp|vista|nt|and)*$/i;

/** Where one listed skill ends: a separator, a bullet mark, a wide gap or "and" before a name. */
export const ITEM_BREAK = new RegExp(
  `\\s*[,;|${BULLET_MARKS}]\\s*|\\s{2,}|\\t|\\s+(?:and|&)\\s+(?=[A-Z])|(?:^|\\s+)\\d{1,2}[.)]\\s+`,
);

/** "Installing", "Managing": what was done to the skill named beside it. */
export const GENERIC_ACTION =
  /^(?:install|uninstall|configur|manag|upgrad|repair|creat|maintain|handl|perform|work|us|provid|assist)ing$/i;

/**
 * "Deloitte Consulting India Pvt. Ltd", "Bakul Textiles & Apparel Ltd.": an employer's name,
 * whose words name no skill.
 */
export const EMPLOYER_NAME =
  /(?:(?:\p{Lu}[\p{L}&.-]{0,30}|&)\s+){1,5}(?:P(?:vt|VT|rivate|RIVATE)|L(?:td|TD|imited|IMITED)|I(?:nc|NC)|LLC|C(?:orp|ORP))\b/gu;

/**
 * Levels builders print beside or under each skill ("React" / "Expert"; resume.io's "Skillful",
 * "Experienced"), or over a group of them ("Strong" / "Familiar", Deedy's).
 */
const LEVELS =
  '(?:expert|advanced|intermediate|beginner|basic|proficient|novice|elementary|strong|familiar|skillful|experienced)';

export const SKILL_LEVEL = new RegExp(`^${LEVELS}$`, 'i');

export const SKILL_LEVEL_AFTER = new RegExp(`(?:\\s+[-–—])?\\s+${LEVELS}$`, 'i');

/**
 * "Expert Financial Reporting, Excel": a list's level set before it as its group's name. Once a
 * list is grouped so, "Intermediate Kubernetes" is a group of one.
 */
export const SKILL_LEVEL_GROUP = new RegExp(`^${LEVELS}\\s+(?=\\S[^,]*,)`, 'i');
export const SKILL_LEVEL_LEAD = new RegExp(`^${LEVELS}\\s+`, 'i');

/** Skills each over its level, at least this many, are a list even without a heading. */
export const MIN_LEVELLED_SKILLS = 3;

/** "IFRS: Advanced": a level given after a colon, as moderncv's skill rows print it. */
export const SKILL_LEVEL_LABELLED = new RegExp(`\\s*[:：]\\s*${LEVELS}(?![\\p{L}])`, 'giu');

export const FLUENCY: Array<[RegExp, string]> = [
  [/native|mother tongue|first language/i, 'Native'],
  [/fluent|proficient|bilingual|full professional|advanced|excellent|c[12]\b/i, 'Fluent'],
  [
    /conversational|intermediate|working|practical|good|professional working|b[12]\b/i,
    'Conversational',
  ],
  [/basic|elementary|beginner|limited|a[12]\b/i, 'Basic'],
];

/**
 * "Native speaker", "Highly proficient", "Very good command": words that go with a level, never
 * a language's name (resume.io rates languages so).
 */
const LEVEL_PHRASE_WORD =
  '(?:speaker|user|proficiency|command|knowledge|level|highly|very|fully|near|almost|limited)\\b';

export const LEVEL_FIRST = new RegExp(
  `^(native|fluent|conversational|basic|intermediate|advanced|proficient|elementary|beginner)\\s+(?:in\\s+)?(?!${LEVEL_PHRASE_WORD})(\\p{L}+)(?:\\s+speaker)?$`,
  'iu',
);

export const LEVEL_LAST = new RegExp(
  `^(?!${LEVEL_PHRASE_WORD})(\\p{L}+)\\s+(native|fluent|conversational|basic|intermediate|advanced|proficient|elementary|beginner|mother tongue)$`,
  'iu',
);

/** The word that ends a club's or a society's name, which never names anything alone. */
export const BODY_TAIL =
  /^(?:Society|Club|Association|Foundation|Committee|Council|Federation|Union|League|Forum|Chapter|Academy)$/;

/** A web address in a line, without the mark that closes a sentence or a clause after it. */
// An icon drawn right after an address ("…/shahana-munni📍") is no part of it.
export const URL_IN =
  /\bhttps?:\/\/[^\s\p{So}\p{Co}]*[^\s\p{So}\p{Co}.,:;!?]|\b(?:github\.com|gitlab\.com)\/[^\s\p{So}\p{Co}]*[^\s\p{So}\p{Co}.,:;!?]/iu;

/** What someone was to a project, besides the roles of jobs. */
export const PROJECT_ROLE = /^(?:co-?)?(?:creator|maintainer|contributor|author)s?\b/i;

/** "Environment: React, Node.js", "Role: Developer": labels of a project's details. */
export const ITEM_DETAIL =
  /^(?:environment|technolog(?:y|ies)|tools?|team size|duration|period|client|role|platform|database|languages?|(?:tech )?stack|skills used|operating systems?)$/i;

/** A line at least this share of its section's widest ran to the margin: the PDF may wrap it. */
export const WRAPPED_LINE = 0.8;

/** The longest a name (a title, an employer, a school, a degree) and a text field may be. */
export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 5000;

/** The most items of each list kept: more are not a CV's. */
export const MAX_ITEMS = {
  experience: 30,
  education: 20,
  skills: 60,
  languages: 20,
  projects: 30,
  extracurricular: 30,
  certifications: 30,
  achievements: 30,
  publications: 30,
  references: 10,
} as const;

// Sections

/** Headings over the job a CV is written for: its headline. */
export const APPLIED_FOR_HEADINGS = [
  'job applied for',
  'position applied for',
  'desired position',
  'desired job',
  'desired employment',
  'preferred job',
  'occupational field',
];

/** "PERSONAL INFORMATION" (Europass), "Personal Details": the name and contacts, atop a CV. */
export const PERSONAL_HEADING = /^personal (?:information|details|data)$/i;

/** "Contact", "Links": a section (a sidebar's, often) of the person's own contact details. */
export const CONTACT_HEADING =
  /^(?:contacts?(?: information| details| info)?|links|(?:social |online )?profiles|social (?:links|media)|online presence|details|websites(?:, portfolios,? (?:and )?profiles)?|portfolio and profiles)$/i;

/**
 * The headings of a CV written in Bangla: those of our Bangla CV template and the other names
 * Bangla CVs give the same sections.
 */
export const BANGLA_HEADINGS: Array<[ResumeSectionKind, string[]]> = [
  ['summary', ['ক্যারিয়ারের উদ্দেশ্য', 'ক্যারিয়ার উদ্দেশ্য', 'উদ্দেশ্য', 'সারসংক্ষেপ', 'পরিচিতি']],
  ['education', ['শিক্ষাগত যোগ্যতা', 'শিক্ষা']],
  ['experience', ['কর্ম অভিজ্ঞতা', 'কর্মঅভিজ্ঞতা', 'অভিজ্ঞতা', 'চাকরির অভিজ্ঞতা']],
  ['certifications', ['প্রশিক্ষণ ও সনদ', 'প্রশিক্ষণ', 'সনদ']],
  ['projects', ['প্রকল্প', 'প্রকল্পসমূহ']],
  ['skills', ['দক্ষতা', 'কম্পিউটার দক্ষতা', 'ব্যবহৃত টুল']],
  ['languages', ['ভাষা', 'ভাষাগত দক্ষতা']],
  ['achievements', ['অর্জন', 'পুরস্কার']],
  ['publications', ['প্রকাশনা']],
  ['extracurricular', ['সহশিক্ষা কার্যক্রম', 'সহশিক্ষা']],
  ['references', ['রেফারেন্স', 'রেফারেন্সসমূহ']],
  ['other', ['ব্যক্তিগত তথ্য', 'ব্যক্তিগত বিবরণ', 'অঙ্গীকারনামা', 'ঘোষণা', 'যোগাযোগ']],
];

/** Each kind of section with the headings that open it, written in lower case. */
export const HEADINGS: Array<[ResumeSectionKind, string[]]> = [
  [
    'summary',
    [
      'summary',
      'professional summary',
      'personal summary',
      'career summary',
      'profile',
      'professional profile',
      'profile summary',
      'objective',
      'career objective',
      'objectives',
      'about me',
      'who i am',
      'personal statement',
      'executive summary',
      'overview',
      'summary of qualifications',
      'professional overview',
      'career profile',
      'introduction',
      'about',
      'about myself',
      'bio',
      'biography',
      'career overview',
      'career goal',
      'career goals',
      'job objective',
      'professional objective',
      'professional statement',
      'summary statement',
      'summary of experience',
      'qualifications summary',
    ],
  ],
  [
    'experience',
    [
      'experience',
      'work experience',
      'work',
      'professional experience',
      'employment history',
      'employment',
      'work history',
      'career history',
      'relevant experience',
      'job experience',
      'working experience',
      'experience details',
      'professional background',
      'internship',
      'internships',
      'internship experience',
      'industry experience',
      'positions held',
      'employment details',
      'employment record',
      'service record',
      'job history',
      'professional history',
      'experiences',
      'professional experiences',
      'work experiences',
      'jobs',
      // Roles held without pay, each with its organisation and dates, as jobs are.
      'volunteering',
      'volunteer',
      'volunteer work',
      'voluntary work',
      'voluntary experience',
      'voluntary service',
      'community service',
      'teaching',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic qualifications',
      'academic qualification',
      'educational background',
      'educational qualifications',
      'educational qualification',
      'academics',
      'academic background',
      'academic profile',
      'education and training',
      'academic details',
      'education details',
      'qualifications',
      'academic record',
      'academic credentials',
      'educational details',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'technical skills',
      'core competencies',
      'key skills',
      'skills and abilities',
      'abilities',
      'areas of expertise',
      'expertise',
      'competencies',
      'proficiencies',
      'technical proficiencies',
      'technologies',
      'tech stack',
      'skills and tech',
      'skills and technologies',
      'skill set',
      'skillset',
      'it skills',
      'computer skills',
      'professional skills',
      'skills summary',
      'technical proficiency',
      'technical expertise',
      'core skills',
      'key competencies',
      'technical competencies',
      'software skills',
      'tools',
      'tools and technologies',
      'tools and software',
      'software and tools',
      'software',
      'software proficiency',
      'technical summary',
      'skill',
      'skills and interests',
      'relevant skills',
      'soft skills',
      'additional skills',
      'programming languages',
      'technical profile',
      'skill sets',
      'professional skill set',
      'technical skill set',
      'personal skills',
      'technical skills and tools',
      'skills and tools',
      'non technical skills',
      'technical knowledge',
      'key skills and competencies',
      'computer knowledge',
      'computer proficiency',
      'computer literacy',
      'other skills',
      // Bdjobs's "Specialization" lists the skills.
      'specialization',
      'specialisation',
      'specializations',
      'areas of specialization',
      'fields of specialization',
      'field of specialization',
      'field of specialisation',
      'special qualification',
      'special qualifications',
      // Builders' "Highlights" beside a summary list skills, not more of the summary.
      'highlights',
      'skill highlights',
      'skills highlights',
      // AltaCV's sample lists its skills as "Strengths".
      'strengths',
      'strength',
      'key strengths',
      'core strengths',
      'technical strengths',
      // Europass's name for the software a CV lists.
      'digital skills',
      'digital competences',
      'digital competence',
    ],
  ],
  [
    'languages',
    [
      'languages',
      'language',
      'language proficiency',
      'language proficiencies',
      'language skills',
      'spoken languages',
      'languages known',
      'languages spoken',
      'spoken language',
    ],
  ],
  [
    'projects',
    [
      'projects',
      'personal projects',
      'open source contributions',
      'academic projects',
      'key projects',
      'project',
      'selected projects',
      'project experience',
      'major projects',
      'notable projects',
      'project details',
      'projects summary',
      'project summary',
      'projects undertaken',
      'official projects',
      'live projects',
      'professional projects',
      'client projects',
      'academic project',
      'mini project',
      'mini projects',
      'final year project',
      'final year projects',
      'project work',
      'projects handled',
      'projects done',
      'projects worked on',
    ],
  ],
  [
    'extracurricular',
    [
      'extracurricular activities',
      'extra curricular activities',
      'extracurricular activity',
      'extracurricular',
      'extra-curricular activities',
      'co-curricular activities',
      'activities',
      'leadership and activities',
      'leadership',
      'activities and leadership',
      'activities and interests',
      'clubs and societies',
      'community involvement',
      'organizations',
      'organisations',
      'memberships',
      'membership',
      'professional memberships',
      'professional membership',
      'affiliations',
      'professional affiliations',
      'societies',
      'clubs',
      'clubs and organizations',
      'clubs and organisations',
      'student activities',
      'campus involvement',
      'positions of responsibility',
      'co-curricular',
      'cocurricular activities',
      'social activities',
      'professional activities',
      'involvement',
      'community',
      'community engagement',
      // Roles in clubs and causes, undated: "Volunteer & Leadership" (with "Experience" after
      // it, roles held as jobs are).
      'volunteer and leadership',
      'leadership and volunteering',
      'leadership and service',
      'service and leadership',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'certification',
      'licenses',
      'licences',
      'licenses and certifications',
      'licences and certifications',
      'licenses and certificates',
      'licences and certificates',
      'certifications and licences',
      'professional certifications',
      'professional certification',
      'trainings attended',
      'training attended',
      'workshops and seminars',
      'workshop and seminar',
      'seminars and workshops',
      'certificates and trainings',
      'training and certification',
      'training summary',
      'professional training',
      'training and workshops',
      'certifications and licenses',
      'training',
      'trainings',
      'courses',
      'professional courses',
      'professional development',
      'training and certifications',
      // Bangladeshi and British CVs: the professional bodies' certificates (ICAB, ACCA, CIMA).
      'professional qualification',
      'professional qualifications',
      'credentials',
      'professional credentials',
      'certifications and training',
      'courses and certifications',
      'workshops',
    ],
  ],
  [
    'achievements',
    [
      'achievements',
      'awards',
      'honors',
      'honours',
      'accomplishments',
      'awards and achievements',
      'honors and awards',
      'awards and honors',
      'honours and awards',
      'awards and honours',
      'key achievements',
      'awards and recognition',
      'recognition',
      'scholarships and awards',
      'awards and scholarships',
      'career highlights',
      'key accomplishments',
      'notable achievements',
      'most proud of',
      'achievements and awards',
      'achievement',
      'award',
      'accomplishment',
      'honor',
      'honour',
      'awards received',
      'scholarships',
      'prizes',
      'distinctions',
      'recognitions',
      'grants',
      'grants and awards',
      'fellowships',
      'grants and fellowships',
      // Novoresume's "Honor Awards".
      'honor awards',
      'honour awards',
    ],
  ],
  [
    'publications',
    [
      'publications',
      'publication',
      'papers',
      'research and publications',
      'selected publications',
      'publications and presentations',
      'journal articles',
      'conference papers',
      'research papers',
      'articles',
      'writing',
      'writings',
      'published work',
      'published works',
      // No field of their own: a patent is the inventor's published work.
      'patents',
      'publications and patents',
      'patents and publications',
      'talks',
      'presentations',
      'talks and presentations',
      'conference presentations',
      'invited talks',
    ],
  ],
  [
    'references',
    // Europass's editor names its referees "Recommendations".
    ['references', 'reference', 'referees', 'professional references', 'recommendations'],
  ],
  ['interests', ['interests', 'hobbies', 'hobby', 'hobbies and interests', 'personal interests']],
  [
    'other',
    [
      'personal',
      'personal details',
      'personal information',
      'personal profile',
      'declaration',
      'contact',
      'contact information',
      'contact details',
      // resume.io's sidebar names the contacts "Details".
      'details',
      'additional information',
      'personal data',
      'other information',
      'links',
      'profiles',
      'social profiles',
      'online profiles',
      'social media',
      'social links',
      'online presence',
      // Zety's and LiveCareer's.
      'websites, portfolios, profiles',
      'websites',
      'portfolio and profiles',
      // Bdjobs's job preferences ("Looking For", "Available For").
      'career and application information',
      'application information',
      // Europass's "Job applied for" and its kin: the headline, read in parse-resume.ts.
      ...APPLIED_FOR_HEADINGS,
    ],
  ],
];

/**
 * "VOLUNTEER EXPERIENCE", "On Campus Involvement", "Research Experience": a heading of up to four
 * words, none of them naming another kind, that ends in experience or involvement lists roles
 * held, each with its organisation and dates, as work experience does.
 */
export const EXPERIENCE_LIKE_HEADING = /^(?:[a-z]+ ){0,3}(?:experiences?|involvements?)$/;

/**
 * The words of a table's header row in a CV ("Exam/Degree | Institution | Result | Passing
 * Year", "Language | Proficiency", Bdjobs's "Concentration/Major | Pas.Year", "From | To"): a
 * row of them names columns, not an entry.
 */
export const COLUMN_HEADER =
  /^(?:(?:name\s+of\s+)?(?:exam(?:ination)?|degree|institut(?:e|ion)|board|university|result|gpa|cgpa|grade|division|class|(?:pas(?:sing)?\s*[.]?\s*)?year(?:\s+of\s+passing)?|passing|subject|group|major|concentration|duration|title|language|proficiency|reading|writing|speaking|listening|level|skills?|topics?|country|location|certificate|certification|course|training|organi[sz]ation|from|to|description|(?:fields?\s+of\s+)?speciali[sz]ation)[\s/]*)+$/i;

/** Kinds whose content may follow the heading on the same line. */
export const INLINE_HEADINGS = new Set<ResumeSectionKind>([
  'skills',
  'languages',
  'summary',
  'interests',
  'certifications',
]);

/** Headings that are also everyday words of prose. */
export const PROSE_HEADINGS = new Set([
  'technologies',
  'tools',
  'software',
  'expertise',
  'competencies',
  'abilities',
  'proficiencies',
  'training',
  'courses',
  'overview',
  'introduction',
  'about',
  'profile',
  'employment',
  'jobs',
  'activities',
  'volunteer',
  'volunteering',
  'project',
  'projects',
  'interests',
  'links',
  'profiles',
  'contact',
  'papers',
  'qualifications',
  'workshops',
]);

// Contact details

/** An e-mail address; it starts only at a word's start, so a long run of letters is scanned once. */
export const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,255}\.[A-Za-z]{2,}/;

/** A phone number as written, with its spaces, dots, dashes and brackets. */
export const PHONE = /(?<![\d/])(?:\(\+|\+?\(?)\d[\d\s().-]{7,18}\d(?![\d/])/g;

/** Profile links: LinkedIn, GitHub and other portfolios, or any web address. */
export const PROFILE_URL =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/(?:in|pub)\/[^\s,;|)]+|github\.com\/[^\s,;|)]+|gitlab\.com\/[^\s,;|)]+|behance\.net\/[^\s,;|)]+|dribbble\.com\/[^\s,;|)]+|medium\.com\/[^\s,;|)]+|indeed\.com\/r\/[^\s,;|)]+)|\bhttps?:\/\/[^\s,;|)]+/gi;

/** "E-mail: …", "Address: …": a labelled line of contact details. */
export const CONTACT_LABEL =
  /^(?:name|full name|e-?mail|phone|mobile|cell|contact|(?:present |current |mailing |permanent )?address|location|city)\s*[:：]\s*(.+)$/i;

/** Words and marks a name never holds. */
export const NOT_A_NAME =
  /\b(?:resume|curriculum|vitae|cv|profile|email|e-mail|phone|mobile|address|linkedin|github|www|http|summary|objective|page|details|highlights|accomplishments|skills?)\b|@|\d/i;
