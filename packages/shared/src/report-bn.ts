import { intlLocale, type Locale } from './locale';

/**
 * Bangla for the commentary the analysis engine writes into its reports: the ATS report's
 * summary, strengths and suggestions, the CV quality check's, the tailoring's suggestions (and
 * their areas), and the notice that the built-in analyzer answered for an AI provider. The
 * engine's English is the contract, so it is the key; the server translates on the way out
 * when a request asks for Bangla. What a person puts in a CV stays as it is, inside the Bangla
 * too: skill names, job titles, employers, the CV's own lines quoted back, blanks such as
 * "[X metric]", and examples to type ("Led", 'Jan 2021 – Present'). CVs in Bangladesh are
 * written in English.
 *
 * Sentences built from values go through `patterns`: a `{hole}` in the English matches the
 * value, and what the Bangla says for it follows the hole's name (see `holes`). The first
 * pattern that matches wins. English, and any text not listed (an AI provider's own words),
 * passes through unchanged.
 */

/** The style check's two problems, said alone or one after the other. */
const CLICHES = 'Replace clichés like {cliches} with a concrete achievement that shows it.';
const CLICHES_BN =
  '{cliches}-এর মতো গৎবাঁধা কথার বদলে এমন একটি সুনির্দিষ্ট অর্জন লিখুন, যা সেই গুণটি প্রমাণ করে।';
const DROP_I = 'Drop "I" and "my": CVs read better in implied first person ("Led a team of 5").';
const DROP_I_BN =
  '"I" ও "my" বাদ দিন: সিভিতে "আমি" উহ্য রেখে লেখাই রীতি, তাতে পড়তেও ভালো লাগে ("Led a team of 5")।';

const exact: Record<string, string> = {
  // The tailoring's areas, shown before each suggestion.
  Summary: 'সারসংক্ষেপ',
  Skills: 'দক্ষতা',
  Experience: 'অভিজ্ঞতা',
  Title: 'পদবি',
  'Cover letter': 'কভার লেটার',

  // ATS report (engine ats.ts)
  'Your experience bullets show measurable results.':
    'আপনার অভিজ্ঞতার বুলেট পয়েন্টগুলোতে পরিমাপযোগ্য ফলাফল দেখা যাচ্ছে।',
  "Your CV uses few of the words the posting repeats most: where your work matches the posting, describe it in the posting's own words, not only in yours.":
    'বিজ্ঞপ্তিতে বারবার আসা শব্দগুলোর অল্প কয়েকটিই আপনার সিভিতে আছে: যেখানে আপনার কাজ বিজ্ঞপ্তির সঙ্গে মেলে, সেখানে শুধু নিজের ভাষায় নয়, বিজ্ঞপ্তির ভাষাতেও তা লিখুন।',
  'Your CV uses the words the posting repeats most.':
    'বিজ্ঞপ্তিতে বারবার আসা শব্দগুলো আপনার সিভিতে আছে।',
  'Your contact details are easy for a recruiter to find.':
    'আপনার যোগাযোগের তথ্য রিক্রুটার সহজেই খুঁজে পাবেন।',

  // CV quality (engine quality.ts)
  'Your contact details are complete, including a LinkedIn profile.':
    'LinkedIn প্রোফাইলসহ আপনার যোগাযোগের তথ্য সম্পূর্ণ।',
  'Your CV has every core section: summary, experience, education and skills.':
    'আপনার সিভিতে সব মূল অংশই আছে: সারসংক্ষেপ, অভিজ্ঞতা, শিক্ষা ও দক্ষতা।',
  'Your bullets start with strong action verbs.':
    'আপনার বুলেট পয়েন্টগুলো জোরালো ক্রিয়াপদ (action verb) দিয়ে শুরু হয়েছে।',
  'The wording is direct and free of clichés.': 'লেখার ভাষা সরাসরি, তাতে কোনো গৎবাঁধা কথা নেই।',
  'Describe each role with bullets that start with an action verb, like "Led", "Built" or "Reduced".':
    'প্রতিটি পদের কাজ বুলেট পয়েন্টে লিখুন, আর প্রতিটি বুলেট পয়েন্ট একটি ক্রিয়াপদ (action verb) দিয়ে শুরু করুন, যেমন "Led", "Built" বা "Reduced"।',
  'Start more bullets with a strong action verb such as "Built", "Led", "Increased" or "Reduced".':
    'আরও বেশি বুলেট পয়েন্ট জোরালো ক্রিয়াপদ (action verb) দিয়ে শুরু করুন, যেমন "Built", "Led", "Increased" বা "Reduced"।',
  [DROP_I]: DROP_I_BN,
  'Add bullets with numbers under each role or project to show your results (how many, how much, how fast).':
    'প্রতিটি পদ বা প্রজেক্টের নিচে সংখ্যাসহ বুলেট পয়েন্ট লিখে আপনার কাজের ফলাফল দেখান (কতগুলো, কতটা, কত দ্রুত)।',
  'Every role has its dates, and roles you have left are told in the past tense.':
    'প্রতিটি পদের তারিখ দেওয়া আছে, আর ছেড়ে আসা পদগুলোর বিবরণ অতীত কালে লেখা।',
  'No common misspellings were found.': 'সচরাচর ভুল হয় এমন কোনো বানান ভুল পাওয়া যায়নি।',
  'No blanks are left from a draft.': 'খসড়া থেকে কোনো ফাঁকা জায়গা রয়ে যায়নি।',

  // Tailoring (engine tailor.ts)
  'In each role, the bullets that show the skills the job asks for now come first. Add a number to any bullet that has none (how many, how much, how fast).':
    'প্রতিটি পদে, চাকরিতে চাওয়া দক্ষতা যে বুলেট পয়েন্টগুলোতে দেখা যায়, সেগুলো এখন সবার আগে রাখা হয়েছে। যে বুলেট পয়েন্টে কোনো সংখ্যা নেই, সেখানে একটি সংখ্যা যোগ করুন (কতগুলো, কতটা, কত দ্রুত)।',
};

/**
 * Sentences with values in them, English then Bangla. Each `{hole}` is said as `holes` says a
 * value of that name: numbers in Bengali digits, lists joined the Bangla way ("A, B ও C"), the
 * report's fixed phrases (a section, an education level, how good a match) in Bangla, and the
 * CV's own words kept.
 */
const patterns: Array<[english: string, bangla: string]> = [
  // --- ATS report: summary and strengths
  [
    'Your CV is {fit} for {role} ({score}/100).{coverage}',
    '{role} সঙ্গে আপনার সিভির মিল {fit} ({score}/১০০)।{coverage}',
  ],
  [
    'Your CV shows {n} of the {total} skills the job asks for, including {skills}.',
    'চাকরিতে চাওয়া {total}টি দক্ষতার মধ্যে {n}টি আপনার সিভিতে আছে, যেমন {skills}।',
  ],
  [
    'Your job titles match what the posting is hiring for ({title}).',
    'আপনার পদবি বিজ্ঞপ্তির পদের সঙ্গে মিলে যায় ({title})।',
  ],
  [
    'Your experience ({span}) meets the {asked}+ years asked for.',
    'আপনার অভিজ্ঞতা ({span}) চাওয়া {asked}+ বছরের শর্ত পূরণ করে।',
  ],
  [
    'Your education meets the {level} asked for.',
    'চাকরিতে {level} চাওয়া হয়েছে, আর আপনার শিক্ষাগত যোগ্যতা সেই শর্ত পূরণ করে।',
  ],
  // --- ATS report: suggestions
  [
    'Add {skills} to your Skills section if you have used {them}{where}; the job description stresses {them}.',
    '{skills} আপনি ব্যবহার করে থাকলে {them} আপনার দক্ষতা অংশে যোগ করুন{where}; চাকরির বিবরণে {them} বিশেষ গুরুত্ব পেয়েছে।',
  ],
  [
    'Your CV says more about {others} than about {skills}, which this job asks for: put {skills} first in your summary and skills, and show them in more of your bullets.',
    'আপনার সিভিতে {skills}-এর চেয়ে {others} নিয়ে বেশি কথা আছে, অথচ এই চাকরিতে {skills} চাওয়া হয়েছে: সারসংক্ষেপ ও দক্ষতা অংশে {skills} আগে রাখুন, আর আরও বেশি বুলেট পয়েন্টে সেগুলো দেখান।',
  ],
  [
    "The posting is for '{title}'. If it fits your experience, use that wording in the title under your name and in your summary.",
    "বিজ্ঞপ্তিটি '{title}' পদের জন্য। এটি আপনার অভিজ্ঞতার সঙ্গে মিললে আপনার নামের নিচের পদবিতে এবং সারসংক্ষেপে হুবহু এই শব্দগুলো ব্যবহার করুন।",
  ],
  [
    "You have {spanOf} of experience in all, against the {asked}+ asked for, but the posting wants them as '{title}': show what of your work fits it.",
    "সব মিলিয়ে আপনার {spanOf} অভিজ্ঞতা আছে, আর চাওয়া হয়েছে {asked}+ বছর; কিন্তু বিজ্ঞপ্তিতে সেই অভিজ্ঞতা '{title}' হিসেবে চাওয়া হয়েছে: আপনার কাজের কোন অংশ এর সঙ্গে মেলে, তা দেখান।",
  ],
  [
    'The job asks for {asked}+ years of experience and your CV shows {span}. Give every role its start and end dates, and include internships or freelance work that counts.',
    'চাকরিতে {asked}+ বছরের অভিজ্ঞতা চাওয়া হয়েছে, আর আপনার সিভিতে দেখা যাচ্ছে {span}। প্রতিটি পদের শুরু ও শেষের তারিখ দিন, এবং প্রাসঙ্গিক ইন্টার্নশিপ বা ফ্রিল্যান্স কাজও যোগ করুন।',
  ],
  [
    'The job asks for a {level}. Add an Education section with your degree, institution and dates.',
    'চাকরিতে {level} চাওয়া হয়েছে। আপনার ডিগ্রি, প্রতিষ্ঠান ও তারিখসহ একটি শিক্ষা অংশ যোগ করুন।',
  ],
  [
    "Most of the skills your CV shows ({others}) are from another field than this job's ({skills}). If you have done this kind of work, describe it in your experience in the posting's words.",
    'আপনার সিভিতে দেখানো বেশিরভাগ দক্ষতা ({others}) এই চাকরির ক্ষেত্রের ({skills}) নয়, অন্য ক্ষেত্রের। এ ধরনের কাজ করে থাকলে, অভিজ্ঞতা অংশে বিজ্ঞপ্তির ভাষায় তা লিখুন।',
  ],
  [
    'The job asks for a degree in {field}, and your degrees are in other fields. If you have studied it in any form (a minor, a diploma, a certified course), list it under Education.',
    'চাকরিতে {field} বিষয়ে ডিগ্রি চাওয়া হয়েছে, আর আপনার ডিগ্রিগুলো অন্য বিষয়ে। এ বিষয়ে কোনোভাবে পড়ে থাকলে (মাইনর, ডিপ্লোমা বা সনদসহ কোর্স), শিক্ষা অংশে তা লিখুন।',
  ],
  [
    'The job asks for a {level}; make sure your highest qualification is listed first in Education.',
    'চাকরিতে {level} চাওয়া হয়েছে; শিক্ষা অংশে আপনার সর্বোচ্চ যোগ্যতাটি যেন সবার আগে থাকে।',
  ],
  [
    'Add numbers to show results in this bullet {quotes} (how many, how much, how fast).',
    'এই বুলেট পয়েন্টে ফলাফল বোঝাতে সংখ্যা যোগ করুন: {quotes} (কতগুলো, কতটা, কত দ্রুত)।',
  ],
  [
    'Add numbers to show results in {n} bullets, such as {quotes} (how many, how much, how fast).',
    '{n}টি বুলেট পয়েন্টে ফলাফল বোঝাতে সংখ্যা যোগ করুন, যেমন {quotes} (কতগুলো, কতটা, কত দ্রুত)।',
  ],
  [
    'Add {sections} with a standard heading so applicant tracking systems can read it.',
    'প্রচলিত শিরোনামসহ {sections} অংশ যোগ করুন, যাতে ATS সফটওয়্যার তা পড়তে পারে।',
  ],
  ['Add your {contacts} at the top of your CV.', 'সিভির একেবারে ওপরে আপনার {contacts} দিন।'],
  [
    'Your CV has only {words} word; describe your roles, projects and results in more detail.',
    'আপনার সিভিতে মাত্র {words}টি শব্দ আছে; আপনার পদ, প্রজেক্ট ও ফলাফল আরও বিস্তারিত লিখুন।',
  ],
  [
    'Your CV has only {words} words; describe your roles, projects and results in more detail.',
    'আপনার সিভিতে মাত্র {words}টি শব্দ আছে; আপনার পদ, প্রজেক্ট ও ফলাফল আরও বিস্তারিত লিখুন।',
  ],
  [
    'Your CV has {words} words; trim it to the two pages that matter most for this job.',
    'আপনার সিভিতে {words}টি শব্দ আছে; এই চাকরির জন্য সবচেয়ে জরুরি তথ্য রেখে সিভিটি দুই পৃষ্ঠায় নামিয়ে আনুন।',
  ],
  [
    "Give each job a start and end date (e.g. 'Jan 2021 – Present'); {n} of your roles have none.",
    "প্রতিটি চাকরির শুরু ও শেষের তারিখ দিন (যেমন 'Jan 2021 – Present'); আপনার {n}টি পদে কোনো তারিখ নেই।",
  ],

  // --- CV quality: summary and strengths
  ['Your CV is {band} ({score}/100).{gain}', 'আপনার সিভির মান {band} ({score}/১০০)।{gain}'],
  [
    'Its length ({words} words) is easy to read in a few minutes.',
    'আপনার সিভির দৈর্ঘ্য ({words}টি শব্দ) ঠিক আছে: কয়েক মিনিটেই পড়ে ফেলা যায়।',
  ],
  [
    '{n} of your {total} bullets shows measurable results.',
    'আপনার {total}টি বুলেট পয়েন্টের মধ্যে {n}টিতে পরিমাপযোগ্য ফলাফল দেখা যাচ্ছে।',
  ],
  [
    '{n} of your {total} bullets show measurable results.',
    'আপনার {total}টি বুলেট পয়েন্টের মধ্যে {n}টিতে পরিমাপযোগ্য ফলাফল দেখা যাচ্ছে।',
  ],
  // --- CV quality: suggestions
  ['Add your {contacts} to the top of your CV.', 'সিভির একেবারে ওপরে আপনার {contacts} দিন।'],
  ['Add {headings} section with a clear heading.', 'স্পষ্ট শিরোনামসহ {headings} অংশ যোগ করুন।'],
  ['Add {headings} sections with a clear heading.', 'স্পষ্ট শিরোনামসহ {headings} অংশ যোগ করুন।'],
  [
    'Your CV has only {words} word. Describe each role with 3–5 bullets about what you achieved.',
    'আপনার সিভিতে মাত্র {words}টি শব্দ আছে। প্রতিটি পদে আপনি কী অর্জন করেছেন, তা নিয়ে ৩–৫টি বুলেট পয়েন্ট লিখুন।',
  ],
  [
    'Your CV has only {words} words. Describe each role with 3–5 bullets about what you achieved.',
    'আপনার সিভিতে মাত্র {words}টি শব্দ আছে। প্রতিটি পদে আপনি কী অর্জন করেছেন, তা নিয়ে ৩–৫টি বুলেট পয়েন্ট লিখুন।',
  ],
  [
    'Your CV has {words} words. Cut older or less relevant details so it fits on two pages.',
    'আপনার সিভিতে {words}টি শব্দ আছে। পুরোনো বা কম প্রাসঙ্গিক তথ্য বাদ দিন, যাতে সিভিটি দুই পৃষ্ঠায় এঁটে যায়।',
  ],
  [
    'Start bullets with an action verb instead of a duty: rewrite {quotes} to say what you achieved (e.g. "Led …", "Reduced …").',
    'বুলেট পয়েন্ট দায়িত্বের বর্ণনা দিয়ে নয়, ক্রিয়াপদ (action verb) দিয়ে শুরু করুন: {quotes} এমনভাবে নতুন করে লিখুন, যাতে আপনি কী অর্জন করেছেন তা বোঝা যায় (যেমন "Led …", "Reduced …")।',
  ],
  [
    'Add numbers to show your impact (how many, how much, how fast) in this bullet {quotes}.',
    'এই বুলেট পয়েন্টে আপনার কাজের প্রভাব বোঝাতে সংখ্যা যোগ করুন (কতগুলো, কতটা, কত দ্রুত): {quotes}।',
  ],
  [
    'Add numbers to show your impact (how many, how much, how fast) in bullets such as {quotes}.',
    'বুলেট পয়েন্টে আপনার কাজের প্রভাব বোঝাতে সংখ্যা যোগ করুন (কতগুলো, কতটা, কত দ্রুত), যেমন {quotes}।',
  ],
  [
    'Use the past tense for roles you have left: {quotes}.',
    'যে পদগুলো ছেড়ে এসেছেন, সেগুলোর বিবরণ অতীত কালে লিখুন: {quotes}।',
  ],
  [CLICHES, CLICHES_BN],
  [`${CLICHES} ${DROP_I}`, `${CLICHES_BN} ${DROP_I_BN}`],
  [
    'Fill in or delete the blank left from a draft: {blanks}.',
    'খসড়া থেকে রয়ে যাওয়া ফাঁকা জায়গাটি পূরণ করুন বা মুছে ফেলুন: {blanks}।',
  ],
  [
    'Fill in or delete the {n} blanks left from a draft: {blanks}.',
    'খসড়া থেকে রয়ে যাওয়া {n}টি ফাঁকা জায়গা পূরণ করুন বা মুছে ফেলুন: {blanks}।',
  ],
  [
    'Check the dates of {quotes}: the end comes before the start.',
    '{quotes}-এর তারিখগুলো আবার দেখুন: শেষের তারিখ শুরুর তারিখের আগে পড়েছে।',
  ],
  ['Correct the spelling: {fixes}.', 'বানান ঠিক করুন: {fixes}।'],
  [
    "Give every role a start and end date (e.g. 'Mar 2021 – Present'); {n} has none.",
    "প্রতিটি পদের শুরু ও শেষের তারিখ দিন (যেমন 'Mar 2021 – Present'); {n}টি পদে কোনো তারিখ নেই।",
  ],
  [
    "Give every role a start and end date (e.g. 'Mar 2021 – Present'); {n} have none.",
    "প্রতিটি পদের শুরু ও শেষের তারিখ দিন (যেমন 'Mar 2021 – Present'); {n}টি পদে কোনো তারিখ নেই।",
  ],

  // --- Tailoring: suggestions
  [
    'Your summary now names {skills}, the skills the job stresses that your CV shows, in your own words otherwise.',
    'আপনার সারসংক্ষেপে এখন {skills}-এর কথা আছে: চাকরিতে গুরুত্ব পাওয়া এই দক্ষতাগুলো আপনার সিভিতেও আছে। বাকি লেখা আপনার নিজের ভাষাতেই রাখা হয়েছে।',
  ],
  [
    '{skills} appears in your {part}, so it was added to your skills list. Check the level.',
    '{skills} আপনার {part} আছে, তাই এটি আপনার দক্ষতার তালিকায় যোগ করা হয়েছে। এর স্তর ঠিক আছে কি না দেখে নিন।',
  ],
  [
    '{skills} appear in your {part}, so they were added to your skills list. Check the level.',
    '{skills} আপনার {part} আছে, তাই এগুলো আপনার দক্ষতার তালিকায় যোগ করা হয়েছে। এগুলোর স্তর ঠিক আছে কি না দেখে নিন।',
  ],
  [
    'The job asks for {skills}, which your CV does not show. Add them only if you have really used them, with an example in a bullet.',
    'চাকরিতে {skills} চাওয়া হয়েছে, যা আপনার সিভিতে নেই। সত্যিই ব্যবহার করে থাকলে তবেই যোগ করুন, আর একটি বুলেট পয়েন্টে তার উদাহরণ দিন।',
  ],
  [
    "If it is true to your experience, use the job's wording '{title}' as the title under your name.",
    "আপনার অভিজ্ঞতার সঙ্গে সত্যিই মিললে আপনার নামের নিচের পদবি হিসেবে চাকরির শব্দগুলোই ব্যবহার করুন: '{title}'।",
  ],
  [
    'Your summary claims {n} years of experience, but the dates of your roles add up to {span}, so the tailored summary says {span}. If a role is missing or has no dates, add it with its dates.',
    'আপনার সারসংক্ষেপে {n} বছরের অভিজ্ঞতার কথা বলা আছে, কিন্তু আপনার পদগুলোর তারিখ যোগ করলে হয় {span}, তাই টেইলর করা সারসংক্ষেপে {span} লেখা হয়েছে। কোনো পদ বাদ পড়ে থাকলে বা তার তারিখ না থাকলে, তারিখসহ সেটি যোগ করুন।',
  ],
  [
    "Your summary asks for a '{wanted}' role, not '{title}': the tailored summary leaves that sentence out and names '{title}' instead.",
    "আপনার সারসংক্ষেপে '{wanted}' পদের কথা বলা আছে, '{title}' নয়: টেইলর করা সারসংক্ষেপে সেই বাক্যটি বাদ দিয়ে '{title}' পদের কথা লেখা হয়েছে।",
  ],
  [
    'The job asks for {asked}+ years; make sure every role, internship and freelance project has its dates so none of your experience is missed.',
    'চাকরিতে {asked}+ বছরের অভিজ্ঞতা চাওয়া হয়েছে; প্রতিটি পদ, ইন্টার্নশিপ ও ফ্রিল্যান্স প্রজেক্টের তারিখ দিন, যাতে আপনার কোনো অভিজ্ঞতা বাদ না পড়ে।',
  ],
  [
    "Your CV has a blank ('{blank}'); the cover letter leaves out the line that holds it. Fill it in and tailor again to use that line.",
    "আপনার সিভিতে একটি ফাঁকা জায়গা আছে ('{blank}'); যে লাইনে এটি আছে, কভার লেটারে সেটি বাদ দেওয়া হয়েছে। এটি পূরণ করে আবার টেইলর করুন, তাহলে লাইনটি কভার লেটারে আসবে।",
  ],
  [
    "Your CV has {n} blanks (such as '{blank}'); the cover letter leaves out the lines that hold them. Fill them in and tailor again to use those lines.",
    "আপনার সিভিতে {n}টি ফাঁকা জায়গা আছে (যেমন '{blank}'); যেসব লাইনে এগুলো আছে, কভার লেটারে সেগুলো বাদ দেওয়া হয়েছে। এগুলো পূরণ করে আবার টেইলর করুন, তাহলে লাইনগুলো কভার লেটারে আসবে।",
  ],

  // --- The notice when the built-in analyzer answered for the AI provider (server infra/ai)
  [
    'The AI provider {reason}; our built-in analyzer answered instead.',
    '{reason}, তাই আমাদের নিজস্ব বিশ্লেষক উত্তর দিয়েছে।',
  ],
];

// --- Parts of sentences: each table says one hole's phrases, with holes of their own -------

/** "for the Backend Developer role" / "for this job": said before "সঙ্গে". */
const roles: Array<[string, string]> = [
  ['this job', 'এই চাকরির'],
  ['the {title} role', '{title} পদের'],
];

/** The ATS summary's second sentence, when the job names skills. */
const coverages: Array<[string, string]> = [
  ['', ''],
  [
    ' It covers {n} of {total} key skills{stressed}{gaps}.',
    ' চাকরির {total}টি মূল দক্ষতার মধ্যে আপনার সিভিতে আছে {n}টি{stressed}{gaps}।',
  ],
];

const stresses: Array<[string, string]> = [
  ['', ''],
  [
    ', including the three the posting stresses most',
    ', যার মধ্যে বিজ্ঞপ্তিতে সবচেয়ে বেশি জোর দেওয়া তিনটিও আছে',
  ],
];

const gapLists: Array<[string, string]> = [
  ['', ''],
  ['; the biggest gap is {skills}', '; সবচেয়ে বড় ঘাটতি হলো {skills}'],
  ['; the biggest gaps are {skills}', '; সবচেয়ে বড় ঘাটতিগুলো হলো {skills}'],
];

/** Where to show the skills the CV lacks: the latest role, or the experience bullets. */
const wheres: Array<[string, string]> = [
  [' and show {them} in the bullets of your {recent}', ', এবং {recent} বুলেট পয়েন্টে {them} দেখান'],
  [
    ' and mention {them} in the experience bullets where you used {them}',
    ', এবং অভিজ্ঞতার যে বুলেট পয়েন্টে {them} ব্যবহার করেছেন, সেখানে উল্লেখ করুন',
  ],
];

const recents: Array<[string, string]> = [
  ['{title} role at {company}', '{company}-এ আপনার {title} পদের'],
  ['{title} role', 'আপনার {title} পদের'],
  ['job at {company}', '{company}-এ আপনার চাকরির'],
];

/** The quality summary's pointer to its first suggestion, which follows in lower case. */
const gains: Array<[string, string]> = [
  ['', ''],
  [' The biggest gain: {suggestion}', ' সবচেয়ে বড় উন্নতির সুযোগ: {suggestion}'],
];

/** Why the AI provider did not answer (server infra/ai/provider.ts). */
const reasons: Array<[string, string]> = [
  ['returned an invalid answer', 'AI সেবাটি সঠিক ধরনের উত্তর দেয়নি'],
  ['returned no answer', 'AI সেবাটি কোনো উত্তর দেয়নি'],
  ['is busy (rate limited)', 'AI সেবাটি এখন ব্যস্ত (অনুরোধের সীমা পূর্ণ)'],
  ['refused the API key', 'AI সেবাটি API কী গ্রহণ করেনি'],
  ['failed (HTTP {code})', 'AI সেবাটি কাজ করেনি (HTTP {code})'],
  ['did not answer in time', 'AI সেবাটি সময়মতো উত্তর দেয়নি'],
  ['could not be reached', 'AI সেবাটির সঙ্গে যোগাযোগ করা যায়নি'],
  ['failed unexpectedly', 'AI সেবাটি অপ্রত্যাশিতভাবে ব্যর্থ হয়েছে'],
];

// --- How each hole is said -------------------------------------------------------------------

/** A hole's value in Bangla, or undefined when the value is not one this hole can hold. */
type Say = (value: string) => string | undefined;

const bengaliDigits = (text: string) =>
  text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

const wholeNumber = new Intl.NumberFormat(intlLocale.bn);

/** 1500 becomes ১,৫০০ (Bangladesh's grouping); 4.5 keeps its decimals as written: ৪.৫. */
const number: Say = (value) => {
  if (/^\d[\d,]*$/.test(value)) return wholeNumber.format(Number(value.replaceAll(',', '')));
  return /^\d+\.\d+$/.test(value) ? bengaliDigits(value) : undefined;
};

/**
 * How long someone has worked, as the engine says it (shared/career `yearsText`): "over 3
 * years", "4 years", "less than a year"; `of` says it before "অভিজ্ঞতা" ("৪ বছরের").
 */
const span =
  (of: boolean): Say =>
  (value) => {
    if (value === 'less than a year') return 'এক বছরের কম';
    const match = /^(over )?(\d+) years?$/.exec(value);
    if (!match) return undefined;
    const years = number(match[2]!)!;
    return match[1] ? `${years} বছরের বেশি` : `${years} বছর${of ? 'ের' : ''}`;
  };

/** The CV's own words (a job title, an employer, a blank): kept as written. */
const kept: Say = (value) => (value.trim() === '' ? undefined : value);

const oneOf =
  (said: Record<string, string>): Say =>
  (value) =>
    Object.hasOwn(said, value) ? said[value] : undefined;

/** "A, B ও C": the engine's "A, B and C" in Bangla. */
const joined = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ও ${items.at(-1)!}`;

/**
 * Skill names with "and" in them: the "and" that joins a list's last two names is not theirs.
 * The engine's taxonomy holds these; the test fails when it gains one not listed here.
 */
const namesWithAnd = [
  'Backup and Recovery',
  'Compensation and Benefits',
  'Diversity and Inclusion',
  'Dyeing and Finishing',
  'Financial Planning and Analysis',
  'Food and Beverage',
  'Governance Risk and Compliance',
  'Health and Safety',
  'Identity and Access Management',
  'Learning and Development',
  'Maternal and Child Health',
  'Mergers and Acquisitions',
  'Monitoring and Evaluation',
  'Obstetrics and Gynecology',
  'Research and Development',
  'Routing and Switching',
  'Sales and Operations Planning',
  'Training and Development',
];

/** The names in the engine's "A, B and C"; names hold no comma. */
function splitNames(list: string): string[] {
  const items = list.split(', ');
  const last = items.pop() ?? '';
  const inName = (at: number) =>
    namesWithAnd.some((name) => {
      for (let from = last.indexOf(name); from !== -1; from = last.indexOf(name, from + 1)) {
        if (at > from && at < from + name.length) return true;
      }
      return false;
    });
  let at = last.indexOf(' and ');
  while (at !== -1 && inName(at)) at = last.indexOf(' and ', at + 1);
  // "A, B and C" always joins its last two with "and"; without a comma it may be one name.
  if (at === -1) return items.length === 0 ? [last] : [];
  return [...items, last.slice(0, at), last.slice(at + ' and '.length)];
}

const skillList: Say = (value) => {
  const names = splitNames(value);
  return names.length === 0 || names.some((name) => name.trim() === '') ? undefined : joined(names);
};

/** Lines of the CV quoted back ('…' or "…"), each kept as written. */
const quotedList =
  (mark: string): Say =>
  (value) => {
    const items = value.split(new RegExp(`(?<=${mark})(?:, | and )(?=${mark})`));
    const whole = items.every(
      (item) => item.length >= 2 && item.startsWith(mark) && item.endsWith(mark),
    );
    return whole ? joined(items) : undefined;
  };

/** A list of the report's own terms ("e-mail address and phone number"), each in Bangla. */
const termList =
  (said: Record<string, string>): Say =>
  (value) => {
    const items = value.split(/, | and /).map((item) => oneOf(said)(item));
    return items.every((item) => item !== undefined) ? joined(items) : undefined;
  };

const fragment =
  (table: Array<[string, string]>): Say =>
  (value) =>
    fromTable(compile(table), value);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const holes: Record<string, Say> = {
  n: number,
  total: number,
  span: span(false),
  spanOf: span(true),
  asked: number,
  score: number,
  words: number,
  skills: skillList,
  others: skillList,
  quotes: quotedList("'"),
  cliches: quotedList('"'),
  /** The quality check's blanks and misspellings ('"managment" → "management"'), as written. */
  blanks: quotedList('"'),
  fixes: quotedList('"'),
  title: kept,
  /** The role a summary asks for, as written. */
  wanted: kept,
  company: kept,
  /** The field of study a posting asks for ("Computer Science & Engineering"), as written. */
  field: kept,
  blank: kept,
  code: kept,
  fit: oneOf({ 'a strong match': 'খুব ভালো', 'a partial match': 'আংশিক', 'a weak match': 'দুর্বল' }),
  band: oneOf({ strong: 'ভালো', fair: 'মোটামুটি', weak: 'দুর্বল' }),
  level: oneOf({
    'secondary school': 'মাধ্যমিক (SSC) পাস',
    diploma: 'ডিপ্লোমা',
    "bachelor's degree": 'স্নাতক ডিগ্রি',
    "master's degree": 'স্নাতকোত্তর ডিগ্রি',
    doctorate: 'ডক্টরেট ডিগ্রি',
  }),
  them: oneOf({ it: 'সেটি', them: 'সেগুলো' }),
  /** Where in the CV a skill shows (tailor.ts SHOWN_IN), said with its "in". */
  part: oneOf({
    experience: 'অভিজ্ঞতা অংশে',
    projects: 'প্রজেক্ট অংশে',
    tools: 'টুলস অংশে',
    certifications: 'সার্টিফিকেশন অংশে',
    achievements: 'অর্জন অংশে',
    publications: 'প্রকাশনা অংশে',
    activities: 'সহশিক্ষা কার্যক্রম অংশে',
    summary: 'সারসংক্ষেপে',
    CV: 'সিভিতে',
  }),
  contacts: termList({
    'e-mail address': 'ইমেইল ঠিকানা',
    'phone number': 'ফোন নম্বর',
    'LinkedIn profile': 'LinkedIn প্রোফাইল',
  }),
  /** The ATS report's missing sections, said before "অংশ". */
  sections: termList({
    'an Experience section': 'অভিজ্ঞতা',
    'an Education section': 'শিক্ষা',
    'a Skills section': 'দক্ষতা',
    'a Summary section': 'সারসংক্ষেপ',
  }),
  /** The quality check's missing sections, said before "অংশ". */
  headings: termList({
    'a Summary': 'সারসংক্ষেপ',
    'Work Experience': 'কাজের অভিজ্ঞতা',
    Education: 'শিক্ষা',
    Skills: 'দক্ষতা',
  }),
  role: fragment(roles),
  coverage: fragment(coverages),
  stressed: fragment(stresses),
  gaps: fragment(gapLists),
  where: fragment(wheres),
  recent: fragment(recents),
  gain: fragment(gains),
  reason: fragment(reasons),
  /** A suggestion of the report, quoted with its first letter in lower case. */
  suggestion: (value) => toBangla(capitalise(value)),
};

// --- Matching --------------------------------------------------------------------------------

type Part = { text: string } | { hole: string };
interface Pattern {
  parts: Part[];
  bangla: string;
}

const compiled = new Map<Array<[string, string]>, Pattern[]>();

function compile(table: Array<[string, string]>): Pattern[] {
  let done = compiled.get(table);
  if (!done) {
    done = table.map(([english, bangla]) => ({
      parts: english
        .split(/(\{\w+\})/)
        .filter(Boolean)
        .map((piece) => {
          const hole = /^\{(\w+)\}$/.exec(piece)?.[1];
          return hole ? { hole } : { text: piece };
        }),
      bangla,
    }));
    compiled.set(table, done);
  }
  return done;
}

/**
 * The holes' values, English and Bangla, when `parts` match `text` from `at` on. A hole ends
 * where the next text can start and its value is one the hole can say; otherwise the next
 * place is tried, so a job title holding " (" or " role" still finds its end.
 */
function matchFrom(
  parts: Part[],
  text: string,
  at: number,
  found: ReadonlyMap<string, { english: string; bangla: string }>,
): ReadonlyMap<string, { english: string; bangla: string }> | undefined {
  const [part, ...rest] = parts;
  if (!part) return at === text.length ? found : undefined;
  if ('text' in part) {
    return text.startsWith(part.text, at)
      ? matchFrom(rest, text, at + part.text.length, found)
      : undefined;
  }
  const next = rest[0];
  const ends: number[] = [];
  if (!next) ends.push(text.length);
  else if ('text' in next) {
    for (let end = text.indexOf(next.text, at); end !== -1; end = text.indexOf(next.text, end + 1))
      ends.push(end);
  } else for (let end = at; end <= text.length; end++) ends.push(end);
  for (const end of ends) {
    const english = text.slice(at, end);
    const before = found.get(part.hole);
    if (before && before.english !== english) continue;
    const bangla = before?.bangla ?? holes[part.hole]?.(english);
    if (bangla === undefined) continue;
    const matched = matchFrom(rest, text, end, new Map(found).set(part.hole, { english, bangla }));
    if (matched) return matched;
  }
  return undefined;
}

function fromTable(table: Pattern[], text: string): string | undefined {
  for (const { parts, bangla } of table) {
    const values = matchFrom(parts, text, 0, new Map());
    if (values) return bangla.replace(/\{(\w+)\}/g, (_, hole: string) => values.get(hole)!.bangla);
  }
  return undefined;
}

function toBangla(text: string): string | undefined {
  return Object.hasOwn(exact, text) ? exact[text] : fromTable(compile(patterns), text);
}

/**
 * A report's sentence in `locale`: Bangla when the catalogue knows it, else the English as it
 * is (an AI provider's own wording, or a sentence the engine learnt after this catalogue).
 */
export function localizeReportText(text: string, locale: Locale): string {
  if (locale !== 'bn') return text;
  return toBangla(text) ?? text;
}
