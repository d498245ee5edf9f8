/**
 * The posts a fresh install publishes under 'CareerCard Editorial' (once: see
 * seedStarterPosts). Practical advice for job seekers in Bangladesh; every post passes the
 * editor's SEO analysis. `category` is a category's slug; Uncategorized when it is gone.
 */
export interface StarterPost {
  title: string;
  slug: string;
  category: string;
  focusKeyword: string;
  seoTitle: string;
  metaDescription: string;
  content: string;
}

const atsCv = `
<p>Many employers in Bangladesh, from multinationals and banks to fast-growing local companies, now receive applications through an applicant tracking system (ATS). An ATS stores every CV, reads the text out of it and lets recruiters search and filter candidates by keywords, experience and education. If the system cannot read your CV properly, a recruiter may never see it, however good your experience is. The good news: an ATS-friendly CV is simply a clear, well-organised CV. Here is how to write one.</p>

<h2>1. Keep the layout simple</h2>
<p>An ATS reads text from top to bottom. Elaborate designs confuse it.</p>
<ul>
  <li><strong>Use one column</strong> for the main content. Two-column layouts are often read line by line across both columns, mixing your job titles with your skills.</li>
  <li><strong>Avoid tables, text boxes and graphics</strong> for important information. Text inside shapes or images may be skipped entirely.</li>
  <li><strong>Do not put contact details in the header or footer</strong> of a Word document. Some systems ignore these areas, so your phone number and e-mail address may disappear.</li>
  <li><strong>Use a common font</strong> such as Arial, Calibri or Times New Roman, at 10 to 12 points for body text.</li>
  <li><strong>Skip skill bars and star ratings.</strong> Four stars next to "Excel" mean nothing to a machine. Write "Advanced Excel (pivot tables, VLOOKUP)" instead.</li>
</ul>
<p>Many Bangladeshi employers still expect a photo on the CV. If the job circular asks for one, add it, but never put text inside an image.</p>

<h2>2. Use standard section headings</h2>
<p>An ATS looks for familiar headings to decide what each part of your CV is. Creative headings like "My Journey" or "What I Bring" may not be recognised. Stick to headings such as:</p>
<ul>
  <li>Career Objective or Professional Summary</li>
  <li>Work Experience</li>
  <li>Education</li>
  <li>Skills</li>
  <li>Training and Certifications</li>
  <li>Languages</li>
  <li>References (if the employer asks for them)</li>
</ul>

<h2>3. Match keywords from the job description</h2>
<p>Recruiters search the ATS for the words that matter for the role. If the circular asks for "financial reporting", "IFRS" and "ERP", those words should appear in your CV, as long as they truly describe your experience.</p>
<ol>
  <li>Read the job description and mark the skills, tools, qualifications and duties it mentions.</li>
  <li>Check which of them you genuinely have.</li>
  <li>Use the same wording in your summary, experience and skills sections. If the circular says "customer relationship management", do not write only "client handling".</li>
  <li>Write an abbreviation in full once, with the short form in brackets: "Enterprise Resource Planning (ERP)". Then a search for either version finds you.</li>
</ol>
<p>Never paste the whole job description into your CV or hide keywords in white text. A person reads your CV after the system does, and keyword stuffing looks dishonest.</p>

<h2>4. Describe your experience clearly</h2>
<p>For each job, give the job title, the organisation, the location and the dates in the same format every time, for example "Jan 2022 – Present". Then list your achievements as short bullet points that start with an action verb:</p>
<ul>
  <li>Weak: "Responsible for sales in Chattogram region."</li>
  <li>Better: "Managed 40 dealer accounts in the Chattogram region and grew monthly sales by 18% in one year."</li>
</ul>
<p>Numbers are specific and easy to scan: amounts in taka, percentages, numbers of customers, team size. Only use figures you can explain in an interview.</p>

<h2>5. Choose the right file format</h2>
<ul>
  <li>Follow the employer's instructions first. If they ask for PDF or Word, send that.</li>
  <li>A PDF made from a word processor or a CV builder keeps its text readable. A <em>scanned</em> PDF or a photo of your CV is only an image: the ATS sees no text at all.</li>
  <li>Name the file clearly: <code>Farhana-Akter-CV-Accountant.pdf</code> is better than <code>cv final new (2).pdf</code>.</li>
</ul>

<h2>6. Test your CV before you send it</h2>
<p>A quick test: open your PDF, select all the text and paste it into a plain text editor such as Notepad. If the text comes out in the right order with nothing missing, an ATS will most likely read it too. You can also upload your CV together with the job description to the CareerCard ATS Checker, which shows the keywords you are missing and the parts of your CV that need work.</p>

<h2>Quick checklist</h2>
<ul>
  <li>One column, and no important text in images, tables, headers or footers</li>
  <li>Standard section headings</li>
  <li>Keywords from the circular, used honestly</li>
  <li>Achievements with numbers</li>
  <li>A text-based PDF or Word file with a clear name</li>
  <li>No spelling mistakes: ask a friend to read it too</li>
</ul>
<p>An ATS-friendly CV is not about tricking software. It is about making your real experience easy to find, for the system and for the person who reads your CV next.</p>
`;

const careerObjective = `
<p>The few lines at the top of your CV, usually called the career objective or professional summary, are often the first thing a recruiter reads. In Bangladesh, many CVs still open with the same sentence: "To build a career in a challenging environment where I can utilise my skills and knowledge." Recruiters have read it thousands of times, and it tells them nothing about you. Here is how to write an opening that actually gets read.</p>

<h2>Objective or summary: which one?</h2>
<ul>
  <li>A <strong>career objective</strong> suits fresh graduates and people changing fields. It says what role you want and what you bring to it.</li>
  <li>A <strong>professional summary</strong> suits people with a few years of experience. It sums up what you have done and what you are good at.</li>
</ul>
<p>Both should be short: two to four sentences, or roughly 40 to 80 words. Many employers in Bangladesh still call this section "Career Objective" whatever it contains, so using that heading is perfectly fine.</p>

<h2>What a good opening contains</h2>
<ol>
  <li><strong>Who you are:</strong> your current role or qualification, such as "Accounting graduate" or "Sales executive with four years in FMCG".</li>
  <li><strong>Your most relevant skills:</strong> two or three, taken from the job description where they are true for you.</li>
  <li><strong>Proof:</strong> a concrete result, project or award, if you have one.</li>
  <li><strong>What you want next,</strong> described in terms of what the employer needs rather than only your own wishes.</li>
</ol>

<h2>Phrases to avoid</h2>
<ul>
  <li>"Challenging environment", "dynamic organisation", "utilise my skills": too general to mean anything.</li>
  <li>"Hard-working, honest and sincere": everyone writes it. Show these qualities through results instead.</li>
  <li>Sentences about what you want to gain ("to develop my career") without saying what you will give.</li>
  <li>The third person ("He is a…"). Leave out the pronoun instead: "Marketing graduate with…".</li>
</ul>

<h2>Examples</h2>
<h3>Fresh graduate (BBA, Marketing)</h3>
<blockquote><p>BBA graduate in Marketing with internship experience running digital campaigns for a Dhaka-based retail brand. Skilled in Facebook Ads Manager, content planning and Excel reporting. Looking to join a marketing team as a Management Trainee and help grow online sales.</p></blockquote>

<h3>Experienced professional (Accounts)</h3>
<blockquote><p>Accounts executive with five years in manufacturing, handling VAT documentation, monthly closing and bank reconciliation for a company with three factories. Introduced an Excel-based tracker that shortened month-end closing from ten days to six. Seeking a senior accounts role that needs strong reporting and compliance skills.</p></blockquote>

<h3>Changing fields (teaching to training and HR)</h3>
<blockquote><p>Secondary school teacher with six years of experience planning lessons, running workshops for colleagues and communicating with parents. Completed a certificate course in Human Resource Management. Looking to move into a learning and development role, designing and delivering staff training.</p></blockquote>

<h2>Tailor it for every application</h2>
<p>Your opening is the easiest part of the CV to adjust for each job. Read the circular, pick the two or three requirements that matter most, and make sure your objective or summary mentions the ones you meet, in the same words. If the post is "Executive, Supply Chain" and asks for procurement experience, an opening that talks only about sales will not convince anyone.</p>
<p>Keeping a few versions saved, for example one for marketing roles and one for sales roles, makes this quick.</p>

<h2>A quick test</h2>
<p>Cover your name and read your opening lines. Could they describe a hundred other applicants? If so, add something specific: a tool, a sector, a number, a result. Then ask yourself: if the recruiter read only these lines, would they want to read the rest? If the answer is yes, your career objective is doing its job.</p>
<p>Tip: the AI writing help in the CareerCard CV builder can suggest a first draft of your summary from the experience you have entered. Treat it as a starting point, and make sure every claim in it is true and sounds like you.</p>
`;

const interview = `
<p>An interview invitation means your CV has done its job. Now you have to show, in person or on a video call, that you can do the work and will fit in. Interviews in Bangladesh range from a single conversation with a manager to several rounds: a written test, a viva in front of a board and a final meeting with senior management. Preparation makes a big difference at every stage.</p>

<h2>Before the interview</h2>
<ul>
  <li><strong>Research the organisation.</strong> Read its website, recent news and social media pages. Know what it sells or does, who its customers are and, for larger companies, who leads it.</li>
  <li><strong>Reread the job circular and your own CV.</strong> Interviewers may ask about anything you wrote. Be ready to explain every job, every gap and every claim.</li>
  <li><strong>Prepare your documents.</strong> Unless told otherwise, carry a few printed copies of your CV, your academic certificates and transcripts (originals and photocopies), your National ID card, passport-size photos and any experience or release letters, in a clean folder.</li>
  <li><strong>Plan your journey.</strong> Traffic in Dhaka and Chattogram is unpredictable. Leave early and aim to arrive 15 to 20 minutes before your time.</li>
  <li><strong>For an online interview,</strong> test your internet connection, camera and microphone in advance, sit somewhere quiet with light in front of you, and keep your phone on silent.</li>
</ul>

<h2>Common questions and how to answer them</h2>
<h3>"Tell us about yourself."</h3>
<p>This is not a request for your life story. Give a one-minute summary: your education or current role, two or three relevant strengths or achievements, and why you applied for this job.</p>

<h3>"Why do you want to work here?"</h3>
<p>Use your research. Mention something specific about the organisation, such as a product, its growth or its reputation for training, and connect it with your skills and goals. "I need a job" or "it is a big company" is not an answer.</p>

<h3>"What are your strengths and weaknesses?"</h3>
<p>Choose strengths that matter for the role and give an example of each. For a weakness, pick a real one that is not central to the job and explain what you are doing about it: "I used to find public speaking difficult, so I volunteered to present our team's monthly report, and it has become much easier."</p>

<h3>"Where do you see yourself in five years?"</h3>
<p>Interviewers want to know whether you are likely to stay and grow with them. Talk about developing in this field, taking on more responsibility and perhaps leading a team.</p>

<h3>"Why should we hire you?"</h3>
<p>Summarise how your skills and experience match the two or three most important requirements of the job. Be confident, not arrogant.</p>

<h3>"Why do you want to leave your current job?"</h3>
<p>Stay positive and honest. Talk about wanting to learn, take on more responsibility or move into work that suits you better. Never criticise a former employer.</p>

<h3>"What is your expected salary?"</h3>
<p>Research typical salaries before the interview: ask people who work in the field and compare similar job circulars, many of which state a range. Give a reasonable range rather than one number, and say you are open to discussing the whole package, including festival bonuses, provident fund and other benefits. If you are a fresh graduate, you can say you expect a salary in line with the company's structure for the position, and give a range if asked again.</p>

<h3>Technical and situational questions</h3>
<p>Expect questions about the work itself: accounting entries for a finance role, a coding problem for a developer, a target scenario for a sales role. For situational questions such as "Tell us about a time you handled a difficult customer", use the STAR method: describe the <strong>S</strong>ituation, the <strong>T</strong>ask, the <strong>A</strong>ction you took and the <strong>R</strong>esult.</p>

<h2>Viva boards and panel interviews</h2>
<p>Banks, government bodies and many large companies interview with a panel. Greet the whole board, wait to be invited to sit, and answer the person who asked while including the others with eye contact. Panels sometimes ask general knowledge questions about Bangladesh's economy, current affairs or your home district, so read the news in the weeks before. If you do not know an answer, say so politely; a wild guess does more harm.</p>

<h2>During the interview</h2>
<ul>
  <li>Dress formally and neatly. For most office jobs, a shirt and trousers with formal shoes, or a modest salwar kameez or sari, is appropriate.</li>
  <li>Listen to the whole question before you answer. It is fine to take a moment to think.</li>
  <li>Answer in the language the interviewer uses. Many interviews mix Bangla and English; clear, simple English is better than complicated sentences.</li>
  <li>At the end, ask one or two thoughtful questions, such as what success looks like in the first six months or how the team is organised.</li>
</ul>

<h2>After the interview</h2>
<p>Send a short thank-you e-mail within a day, mentioning the position and something you enjoyed discussing. If you have not heard back by the date they gave, a polite follow-up is acceptable. Whatever the result, write down the questions you were asked: they are the best preparation for your next job interview.</p>
`;

const coverLetter = `
<p>Many job seekers in Bangladesh skip the cover letter or send the same one with every application. Yet when a recruiter has dozens of similar CVs for one position, a short, specific letter can be what makes them open yours first. This guide covers what to write, whether you apply through a job site such as Bdjobs or send your CV by e-mail.</p>

<h2>Read the circular first</h2>
<p>Before you write anything, check exactly how the employer wants to receive applications. Circulars often say:</p>
<ul>
  <li>where to apply: through the job site, by e-mail, by post or in person;</li>
  <li>what to write in the e-mail subject line, often the position and sometimes a job code;</li>
  <li>which documents to attach, and in what format;</li>
  <li>whether to mention your expected salary;</li>
  <li>the deadline.</li>
</ul>
<p>Following these instructions exactly is the first test. Applications are easily overlooked when the subject line or the attachments are not what the circular asked for.</p>

<h2>Applying on a job site</h2>
<p>When you apply through a job site such as Bdjobs, the employer usually sees the profile or CV you keep on that site. Keep it complete and up to date, because it works as your CV. If the application lets you add a cover letter or a message, use it: a few specific lines are enough. If the form asks for your expected salary, give a realistic figure based on research, not the highest number you can think of.</p>

<h2>Applying by e-mail</h2>
<p>For an e-mail application, the e-mail itself is your cover letter. Write it in the body of the message rather than only as an attachment, because a recruiter should not have to open an extra file to find out who you are.</p>
<ul>
  <li><strong>Subject line:</strong> use exactly what the circular asks for. If it says nothing, write "Application for the post of [position]", adding any job code.</li>
  <li><strong>Your address:</strong> send from a professional e-mail address based on your name.</li>
  <li><strong>Attachments:</strong> your CV as a PDF with a clear file name, plus any documents requested. Check that they open before you send.</li>
  <li><strong>Greeting:</strong> use the recruiter's name if the circular gives one ("Dear Ms. Rahman"); otherwise "Dear Hiring Manager".</li>
</ul>

<h2>What to write: four short paragraphs</h2>
<ol>
  <li><strong>Opening:</strong> the position you are applying for, where you saw it, and one line about who you are.</li>
  <li><strong>Why you fit:</strong> two or three of the job's main requirements and how your experience meets them, with a concrete example or result.</li>
  <li><strong>Why this employer:</strong> one or two sentences showing that you know what the organisation does and why you want to work there.</li>
  <li><strong>Closing:</strong> thank them, say you would welcome an interview, and give your phone number.</li>
</ol>
<p>Aim for 200 to 300 words. A cover letter longer than a page is rarely read to the end.</p>

<h2>A sample e-mail</h2>
<blockquote>
  <p><strong>Subject:</strong> Application for the post of Junior Executive, Accounts (Job Code: AC-12)</p>
  <p>Dear Hiring Manager,</p>
  <p>I am writing to apply for the position of Junior Executive, Accounts, advertised on Bdjobs. I hold a BBA in Accounting and have worked for the last two years as an accounts assistant at a garments buying house in Dhaka.</p>
  <p>Your circular asks for experience with bank reconciliation, VAT documentation and Tally. In my current role I prepare the monthly bank reconciliations for four accounts, keep the VAT records of our supplier payments and record daily transactions in Tally. Last year I helped our team prepare all the schedules for the annual audit on time.</p>
  <p>I would like to join your company because of its growth in the export sector and its reputation for developing young professionals.</p>
  <p>My CV is attached. I would be glad to discuss how I can contribute to your accounts team, and I can be reached at 01XXXXXXXXX.</p>
  <p>Sincerely,<br />Nusrat Jahan</p>
</blockquote>

<h2>Mistakes to avoid</h2>
<ul>
  <li>Sending the same letter to every employer, or forgetting to change the company name from the last one.</li>
  <li>Repeating your whole CV. The letter should pick out the highlights that match this job.</li>
  <li>Old-fashioned phrases such as "I beg to state that" or "I would like to draw your kind attention". Plain, polite English reads better.</li>
  <li>Spelling and grammar mistakes. Read the letter aloud before sending it, or ask a friend to check it.</li>
  <li>Sending one e-mail to many employers with all their addresses visible.</li>
</ul>
<p>When you tailor a CV for a job, CareerCard can draft a cover letter from your CV and the job description. Always read the draft carefully, correct anything that is not accurate and make it sound like you.</p>
`;

const freshGraduate = `
<p>Every fresh graduate faces the same problem: employers want experience, but you need a job to get experience. Recruiters hiring for entry-level and trainee positions know this. They are not expecting years of work history; they want evidence that you can learn quickly, work with others and take responsibility. The job of your fresh graduate CV is to show that evidence clearly.</p>

<h2>The order of sections</h2>
<p>When you have little work experience, lead with your strengths:</p>
<ol>
  <li>Contact details: name, phone number, a professional e-mail address, your city and, if you have one, a LinkedIn profile</li>
  <li>Career objective</li>
  <li>Education</li>
  <li>Internships, projects and any work experience</li>
  <li>Skills</li>
  <li>Extracurricular activities and volunteering</li>
  <li>Training and certifications</li>
  <li>References</li>
</ol>
<p>Keep it to one page, or two at most. Many Bangladeshi CVs list parents' names, religion, marital status, height and weight out of habit. Add these only when the employer asks for them, as some government and traditional employers do; otherwise they take space without saying anything about your ability to do the job.</p>

<h2>Education: give the details that matter</h2>
<p>For a fresh graduate, education is the main qualification. For each degree, give the institution, the degree and subject, the year of passing and your result (CGPA, or GPA for SSC and HSC). A strong CGPA is a selling point. If yours is modest, still state it, because many circulars set a minimum, and let the rest of your CV do the convincing.</p>
<p>Mention a thesis, major or relevant courses when they connect to the job: "Thesis: customer satisfaction in mobile financial services" tells a bank or fintech recruiter something useful.</p>

<h2>Internships and projects count as experience</h2>
<p>Treat an internship like a job: title, organisation, dates and bullet points describing what you did and what came of it. Do the same for substantial academic projects, research assistant work, part-time jobs, private tuition, freelancing and work in a family business.</p>
<ul>
  <li>"Analysed three months of sales data for 12 branches in Excel and presented the findings to the regional manager" (internship)</li>
  <li>"Built a library management web application with a team of four using PHP and MySQL, and led the database design" (final-year project)</li>
  <li>"Tutored five SSC students in mathematics and English for two years while studying" (part-time work)</li>
</ul>
<p>Private tuition in particular is common among students in Bangladesh, and it shows reliability, communication skills and responsibility. Do not leave it out.</p>

<h2>Skills: be specific and honest</h2>
<p>Replace vague words with specific ones. Instead of "computer literate", write "Microsoft Excel (formulas, pivot tables, charts), Word, PowerPoint, Google Sheets". Instead of claiming "good communication skills", show them through your activities. Group your skills into technical skills, software and languages, for example "Bangla: native; English: fluent in reading and writing".</p>
<p>Only list what you can actually use: interviewers often test the skills you claim.</p>

<h2>Activities and volunteering</h2>
<p>University clubs, debating, sports, blood donation drives, flood relief work and event organising all show initiative and teamwork. Give your role and a result: "Organised a career fair for 300 students as general secretary of the business club" says far more than "Member, business club".</p>

<h2>Training and certifications</h2>
<p>Short courses can fill gaps in your experience, for example in Excel, digital marketing, programming or a professional body's foundation level. Give the name of the course, the provider and the year. Choose the ones relevant to the jobs you want rather than listing every certificate you have.</p>

<h2>Final checks</h2>
<ul>
  <li>Adjust your career objective and skills for each job you apply for.</li>
  <li>Use a professional e-mail address and a phone number you answer.</li>
  <li>If you add a photo, use a recent, formal, passport-style picture.</li>
  <li>Check the spelling, and keep dates and formatting consistent throughout.</li>
</ul>
<p>A fresh graduate CV will never be as long as an experienced professional's, and it does not need to be. One clear, honest, well-organised page that shows what you have learned and done is enough to get you to the interview.</p>
`;

/** Newest first: the first is shown at the top of the blog. */
export const STARTER_POSTS: StarterPost[] = [
  {
    title: 'How to Write a CV That Passes an ATS',
    slug: 'how-to-write-an-ats-friendly-cv',
    category: 'cv-tips',
    focusKeyword: 'ATS-friendly CV',
    seoTitle: 'How to Write an ATS-Friendly CV That Gets Shortlisted',
    metaDescription:
      'Learn how to write an ATS-friendly CV: a simple layout, standard headings, the right keywords and file format, so your CV reaches a recruiter.',
    content: atsCv,
  },
  {
    title: 'Writing a Career Objective or Summary That Gets Read',
    slug: 'how-to-write-a-career-objective-for-your-cv',
    category: 'cv-tips',
    focusKeyword: 'career objective',
    seoTitle: 'How to Write a Career Objective for Your CV, with Examples',
    metaDescription:
      'Your career objective or summary is the first thing a recruiter reads. What to write, what to avoid, and examples for freshers and experienced people.',
    content: careerObjective,
  },
  {
    title: 'Preparing for a Job Interview in Bangladesh: Questions and Answers',
    slug: 'job-interview-questions-and-answers-bangladesh',
    category: 'career-advice',
    focusKeyword: 'job interview',
    seoTitle: 'Job Interview Questions and Answers for Bangladesh',
    metaDescription:
      'How to prepare for a job interview in Bangladesh: common questions with sample answers, the documents to bring, and how to handle the salary question.',
    content: interview,
  },
  {
    title: 'Cover Letters: What to Write When Applying on Bdjobs or by E-mail',
    slug: 'cover-letter-for-bdjobs-and-email-applications',
    category: 'career-advice',
    focusKeyword: 'cover letter',
    seoTitle: 'Cover Letter Tips for Bdjobs and E-mail Applications',
    metaDescription:
      'What to write in a cover letter when you apply on Bdjobs or by e-mail: the structure, the subject line, a sample letter and the mistakes to avoid.',
    content: coverLetter,
  },
  {
    title: 'Fresh Graduate CV: What to Put When You Have Little Experience',
    slug: 'fresh-graduate-cv-with-little-experience',
    category: 'cv-tips',
    focusKeyword: 'fresh graduate CV',
    seoTitle: 'Fresh Graduate CV: What to Include With Little Experience',
    metaDescription:
      'Writing a fresh graduate CV with little work experience? How to present your education, internships, projects, skills and activities to employers.',
    content: freshGraduate,
  },
];
