/**
 * The pages a fresh install starts with, Published at the addresses the site's footer links to,
 * each in English and in Bangla (for readers who chose বাংলা). Staff edit or delete them in
 * Page Management; the marker below keeps a deleted one deleted. The company details (address,
 * e-mail) are placeholders for the operator to replace.
 */

/** app_settings key written once the starter pages were offered. */
export const STARTER_PAGES_MARKER = 'starter_pages_v1';
/**
 * app_settings key written once the Bangla versions were offered to an install whose starter
 * pages came before them (only to a page still exactly as it was created).
 */
export const STARTER_PAGES_BN_MARKER = 'starter_pages_bn_v1';

interface PageText {
  title: string;
  seoTitle: string;
  metaDescription: string;
  content: string;
}

export interface StarterPage extends PageText {
  slug: string;
  /** The Bangla version: polite (আপনি), in the interface's own words. */
  bn: PageText;
}

const SUPPORT_EMAIL = 'support@careercard.com.bd';
const PRIVACY_EMAIL = 'privacy@careercard.com.bd';
const OFFICE = 'House 27, Road 11, Block F, Banani, Dhaka 1213, Bangladesh';
const OFFICE_BN = 'বাড়ি ২৭, রোড ১১, ব্লক এফ, বনানী, ঢাকা ১২১৩, বাংলাদেশ';

/** Block elements: each starts a line of the HTML staff see in the editor. */
const BLOCK = 'p|h2|h3|ul|ol|li|table|thead|tbody|tr|th|td';
const OPENING = new RegExp(`\\s*(<(?:${BLOCK})\\b[^>]*>)\\s*`, 'g');
const CLOSING = new RegExp(`\\s*(</(?:${BLOCK})>)`, 'g');
const LIST_END = /(<\/li>)(<\/(?:ul|ol)>)/g;

/**
 * The HTML below as the editor will show it: one block a line, text not wrapped (the source
 * is wrapped for reading here, which the page must not keep).
 */
const html = (strings: TemplateStringsArray, ...values: string[]) =>
  String.raw({ raw: strings }, ...values)
    .replace(/\s+/g, ' ')
    .replace(OPENING, '\n$1')
    .replace(CLOSING, '$1')
    .replace(LIST_END, '$1\n$2')
    .trim();

const aboutUs = html`
  <p>
    CareerCard helps job seekers in Bangladesh put their best CV in front of employers. Whether you
    are a fresh graduate applying for your first job or an experienced professional moving up,
    CareerCard gives you the tools recruiters in Dhaka, Chattogram and beyond expect: a clean,
    well-structured CV that applicant tracking systems can read, and a simple way to share it.
  </p>
  <h2>What you can do with CareerCard</h2>
  <ul>
    <li>
      <strong>Check your CV against ATS software.</strong> Upload a PDF, JPG or PNG of your CV and
      get a score with concrete fixes: missing sections, weak action verbs, formatting that tracking
      systems cannot read.
    </li>
    <li>
      <strong>Build a CV from a template.</strong> Fill in your details once, choose a template, see
      a live preview and download a print-ready PDF. Bangla names and text are supported.
    </li>
    <li>
      <strong>Get help with the writing.</strong> Suggestions for your summary, your achievements
      and your skills, so every line says what you did and what came of it.
    </li>
    <li>
      <strong>Tailor your CV to a job.</strong> Paste a job advertisement and get a version of your
      CV that speaks to it, with a matching cover letter.
    </li>
    <li>
      <strong>Share a digital business card.</strong> Publish a V-Card at your own address, with a
      QR code and a contact file people can save to their phone in one tap.
    </li>
    <li>
      <strong>Order an NFC card.</strong> A physical card that opens your V-Card when someone taps
      it with their phone, delivered anywhere in Bangladesh.
    </li>
  </ul>
  <h2>Why we built it</h2>
  <p>
    Every year hundreds of thousands of graduates enter the job market in Bangladesh, and many good
    candidates are filtered out before a person ever reads their CV, because of a layout the
    software cannot parse or a CV that does not match the job. We think that is a problem with
    tools, not with people, and that good tools should be affordable. That is why checking and
    building a CV is free, and the paid items cost about as much as a cup of tea and a snack.
  </p>
  <h2>How we work</h2>
  <ul>
    <li>
      Prices are in taka and you pay with <strong>bKash</strong>. No card is needed. See the
      <a href="/p/pricing">Pricing</a> page for today's prices.
    </li>
    <li>
      Your CVs are yours. You can edit or delete them at any time. Read how we handle your data in
      our <a href="/p/privacy-policy">Privacy Policy</a>.
    </li>
    <li>
      We are a small team based in Dhaka. If something does not work, or you have an idea,
      <a href="/p/contact">tell us</a>: we read every message.
    </li>
  </ul>
`;

const privacyPolicy = html`
  <p>
    This policy explains what personal data CareerCard collects, why, how long we keep it and what
    you can ask us to do with it. It applies to the CareerCard website and the services on it. We
    wrote it to be read, not to hide anything: if a part is unclear, write to us at
    <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>.
  </p>
  <h2>Who we are</h2>
  <p>
    CareerCard is operated from Dhaka, Bangladesh. Our office is at ${OFFICE}. We decide how the
    personal data described here is used, and we are responsible for it.
  </p>
  <h2>What we collect</h2>
  <h3>Your account</h3>
  <p>
    Your name, your e-mail address and a password. We never store the password itself, only a
    one-way hash of it, so not even our staff can read it.
  </p>
  <h3>Your CVs and V-Card</h3>
  <p>
    What you type into the CV builder: contact details, work history, education, skills, and a photo
    if you add one. This is stored so you can come back to your CVs and download them. A V-Card you
    publish is public: anyone with its link or QR code can see the details you chose to put on it,
    until you unpublish it.
  </p>
  <h3>CV checks</h3>
  <p>
    When you upload a CV for an ATS check or paste a job description, we read the text to produce
    your result. We keep a record that a check was made and its score, for your dashboard and our
    statistics, but <strong>we do not keep the text of the CV or the job description</strong> from
    these checks.
  </p>
  <h3>Your phone number</h3>
  <p>
    Before a paid download we ask you to confirm a Bangladeshi mobile number with a one-time code
    sent by SMS. We store the number and the fact that it was confirmed; the code itself is stored
    only as a hash and expires within minutes.
  </p>
  <h3>Payments</h3>
  <p>
    Payments are made through <strong>bKash</strong>. You enter your bKash number, PIN and
    verification code on bKash's own pages; we never see or store your PIN. We keep what we need to
    deliver what you bought and to keep accounts: the amount, the item, the date, the bKash payment
    and transaction IDs and the result.
  </p>
  <h3>NFC card orders</h3>
  <p>
    The name and delivery address you give for an order, which we share with the courier that
    delivers the card.
  </p>
  <h3>Technical data</h3>
  <p>
    Our servers record the IP address, time and address of requests in their logs, to keep the
    service secure and to find faults. Changes made by our staff in the back office are logged with
    who made them.
  </p>
  <h2>How we use it</h2>
  <ul>
    <li>
      To provide the service you asked for: building, checking and downloading CVs, publishing your
      V-Card, delivering your NFC card.
    </li>
    <li>To take payments and keep the records that accounting rules require.</li>
    <li>
      To send you messages about your account, such as a link to reset your password or an order
      update. We do not send marketing e-mails unless you ask for them.
    </li>
    <li>
      To protect the service against abuse, for example by limiting how often a code can be
      requested.
    </li>
  </ul>
  <p>We do not sell your personal data, and we do not use it for advertising.</p>
  <h2>Who else sees it</h2>
  <ul>
    <li><strong>bKash</strong>, to process your payment.</li>
    <li><strong>The SMS and e-mail providers</strong> that deliver our codes and messages.</li>
    <li><strong>The courier</strong> that delivers an NFC card you ordered.</li>
    <li>
      <strong>An AI provider</strong>, when we use one for writing help or analysis: the text needed
      for that one request is sent to it to produce the answer. When no outside provider is set up,
      this work is done on our own servers.
    </li>
    <li><strong>Hosting and storage providers</strong> that run our servers for us.</li>
    <li>
      <strong>Authorities</strong>, when the law of Bangladesh requires us to disclose information.
    </li>
  </ul>
  <h2>How long we keep it</h2>
  <p>
    Your account, CVs and V-Card are kept until you delete them or ask us to delete your account.
    Payment records are kept for as long as accounting and tax rules require, even after an account
    is deleted. Server logs are kept only as long as we need them to keep the service secure and to
    find faults.
  </p>
  <h2>Your choices and rights</h2>
  <ul>
    <li>
      You can see, edit and delete your CVs and saved PDFs, and unpublish your V-Card, at any time
      from your dashboard.
    </li>
    <li>You can ask us for a copy of the personal data we hold about you, or to correct it.</li>
    <li>
      You can ask us to <strong>delete your account</strong>. Write to
      <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> from the e-mail address of your
      account; we will confirm and delete it, usually within 7 working days, keeping only the
      payment records we are required to keep.
    </li>
  </ul>
  <h2>Cookies and local storage</h2>
  <p>
    We do not use advertising or tracking cookies. To keep you signed in, your browser stores a
    session token in its local storage; signing out removes it. Your browser may also keep copies of
    our pages and images to load them faster.
  </p>
  <h2>Security</h2>
  <p>
    Connections to CareerCard are encrypted. Passwords and sign-in tokens are stored only as hashes,
    and staff can see only the parts of the back office their role allows. No system is perfectly
    secure; if we learn of a breach that affects your data, we will tell you without delay.
  </p>
  <h2>The law</h2>
  <p>
    We handle personal data in line with the laws of Bangladesh that apply to us, including its laws
    on digital and cyber security, and we follow recognised data-protection practice: collect only
    what we need, use it only for the purpose we told you, keep it safe and keep it no longer than
    necessary.
  </p>
  <h2>Changes to this policy</h2>
  <p>
    When we change this policy we update this page, and for important changes we also tell account
    holders by e-mail. The date of the last change is shown at the top of this page.
  </p>
`;

const termsOfService = html`
  <p>
    These terms are the agreement between you and CareerCard when you use our website and services.
    By creating an account or using the service you accept them. If you do not agree, please do not
    use CareerCard.
  </p>
  <h2>1. The service</h2>
  <p>
    CareerCard offers tools to check, build and share CVs: an ATS checker, a CV builder with
    templates and PDF downloads, writing help, job-specific CVs with cover letters, digital business
    cards (V-Cards) and physical NFC cards. Some features are free and some are paid; the
    <a href="/p/pricing">Pricing</a> page lists what costs what.
  </p>
  <h2>2. Your account</h2>
  <ul>
    <li>
      Give your real name and an e-mail address you can read; we use it to reach you about your
      account.
    </li>
    <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
    <li>If you are under 18, use CareerCard with the permission of a parent or guardian.</li>
    <li>One person, one account. Accounts are not transferable.</li>
  </ul>
  <h2>3. Your content</h2>
  <p>
    You own the CVs, cover letters and other content you create. You give us permission to store and
    process it only to provide the service to you, for example to render your PDF or to publish your
    V-Card.
  </p>
  <p>
    You are responsible for what you put in your CV and on your V-Card. It must be truthful and must
    not:
  </p>
  <ul>
    <li>claim degrees, jobs or certificates you do not have;</li>
    <li>use someone else's personal details or photo without their permission;</li>
    <li>contain anything unlawful, hateful or misleading.</li>
  </ul>
  <p>We may unpublish a V-Card or suspend an account that breaks these rules.</p>
  <h2>4. Suggestions from our tools</h2>
  <p>
    ATS scores, writing suggestions, tailored CVs and cover letters are produced automatically to
    help you. They are advice, not a guarantee: read and correct them before you send anything. We
    cannot promise that any CV leads to an interview or a job.
  </p>
  <h2>5. Prices and payment</h2>
  <ul>
    <li>
      Prices are shown in Bangladeshi taka (৳) and include everything you pay us; bKash's own
      charges, if any, are shown by bKash.
    </li>
    <li>
      Payment is made through bKash before the item is delivered. A digital item, such as a CV
      download, is delivered as soon as the payment is confirmed.
    </li>
    <li>
      The Monthly Subscription, when offered, covers 30 days from payment and does not renew by
      itself.
    </li>
    <li>We may change prices. A change never affects a payment you have already made.</li>
  </ul>
  <h2>6. Refunds</h2>
  <p>
    If a payment went through but you did not receive what you paid for, write to us within 7 days
    with the bKash transaction ID. We will deliver the item or refund the payment to your bKash
    account. Because digital items are delivered immediately, a download you received is not
    refundable.
  </p>
  <h2>7. NFC cards</h2>
  <p>
    NFC cards are printed after you order and delivered by courier within Bangladesh to the address
    you give. Check the address carefully: a card sent to a wrong address you entered cannot be
    replaced free of charge. If your card arrives damaged, contact us within 7 days of delivery with
    a photo and we will replace it.
  </p>
  <h2>8. Fair use</h2>
  <p>
    Do not try to break, overload or get around the limits of the service, read other people's data,
    or use automated tools to copy it. We may limit or suspend access that harms the service or
    other users.
  </p>
  <h2>9. Availability and liability</h2>
  <p>
    We work to keep CareerCard available and your data safe, but the service is provided as it is,
    and may sometimes be interrupted for maintenance or by faults. Keep your own copy of important
    CVs. To the extent the law allows, our liability to you for any claim is limited to the amount
    you paid us in the three months before it.
  </p>
  <h2>10. Ending your use</h2>
  <p>
    You may stop using CareerCard at any time and ask us to delete your account (see the
    <a href="/p/privacy-policy">Privacy Policy</a>). We may close an account that seriously or
    repeatedly breaks these terms, and will tell you why.
  </p>
  <h2>11. Law and disputes</h2>
  <p>
    These terms are governed by the laws of Bangladesh. We would rather solve a problem by talking:
    please <a href="/p/contact">contact us</a> first. If we cannot agree, the courts of Dhaka will
    decide.
  </p>
  <h2>12. Changes</h2>
  <p>
    We may update these terms. The date of the last change is shown at the top of this page, and we
    tell account holders by e-mail about important changes before they apply.
  </p>
`;

const pricing = html`
  <p>
    Checking your CV and building it are free. You pay only when you take something away: a
    print-ready PDF, a CV tailored to a job, or a physical card. Prices are in taka and you pay with
    bKash; no bank card is needed.
  </p>
  <h2>Today's prices</h2>
  <p>{{packages}}</p>
  <h2>Always free</h2>
  <ul>
    <li>ATS checks of your CV, with a score and fixes</li>
    <li>Building and editing as many CVs as you like, in every template, with a live preview</li>
    <li>CV quality checks and writing suggestions</li>
    <li>Publishing your V-Card with its QR code and contact file</li>
  </ul>
  <h2>NFC cards</h2>
  <p>
    The price of an NFC card depends on its design and is shown when you choose one in your
    dashboard, together with the delivery charge. The card is printed after payment and sent by
    courier anywhere in Bangladesh.
  </p>
  <h2>How paying works</h2>
  <ol>
    <li>Choose what you need, for example <em>Save &amp; Download</em> on your CV.</li>
    <li>Confirm your mobile number with a one-time code the first time.</li>
    <li>Pay on bKash's own page with your bKash number and PIN.</li>
    <li>
      You come back to CareerCard and your download starts. Every payment is listed under your
      payment history.
    </li>
  </ol>
  <p>
    Something went wrong with a payment? See our
    <a href="/p/terms-of-service">Terms of Service</a> on refunds, or
    <a href="/p/contact">contact us</a> with your bKash transaction ID.
  </p>
`;

const contact = html`
  <p>
    We are happy to help with your account, a payment, an NFC card order, or anything else about
    CareerCard. We answer every message, usually within two working days.
  </p>
  <h2>E-mail</h2>
  <p><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></p>
  <p>
    To help us answer quickly, please write from the e-mail address of your CareerCard account and
    include:
  </p>
  <ul>
    <li>for a <strong>payment</strong>: the bKash transaction ID and the date of the payment;</li>
    <li>for an <strong>NFC card order</strong>: the order number (it looks like NFC-2026-0001);</li>
    <li>
      for a <strong>problem on the site</strong>: what you did, what you expected, and a screenshot
      if you can.
    </li>
  </ul>
  <h2>Privacy and account deletion</h2>
  <p>
    To ask for a copy of your data or for your account to be deleted, write to
    <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> from the e-mail address of the account.
    Our <a href="/p/privacy-policy">Privacy Policy</a> explains what happens next.
  </p>
  <h2>Office</h2>
  <p>CareerCard<br />${OFFICE}</p>
  <p>
    Office hours: Sunday to Thursday, 10:00 am to 6:00 pm (Bangladesh time). Please write to us
    before visiting.
  </p>
`;

const aboutUsBn = html`
  <p>
    CareerCard বাংলাদেশের চাকরিপ্রার্থীদের সবচেয়ে ভালো সিভিটি নিয়োগকর্তাদের সামনে তুলে ধরতে সাহায্য করে।
    আপনি প্রথম চাকরির জন্য আবেদন করা সদ্য স্নাতক হোন বা ক্যারিয়ারে আরও এগিয়ে যেতে চাওয়া অভিজ্ঞ পেশাজীবী,
    ঢাকা, চট্টগ্রামসহ দেশের সব জায়গার নিয়োগকর্তারা যা আশা করেন, CareerCard আপনাকে সেই টুলগুলো দেয়:
    পরিচ্ছন্ন, সুগঠিত একটি সিভি, যা অ্যাপ্লিকেন্ট ট্র্যাকিং সিস্টেম (ATS) পড়তে পারে, আর সেটি শেয়ার করার একটি
    সহজ উপায়।
  </p>
  <h2>CareerCard দিয়ে আপনি যা করতে পারেন</h2>
  <ul>
    <li>
      <strong>ATS সফটওয়্যারের চোখে আপনার সিভি যাচাই করুন।</strong> আপনার সিভির PDF, JPG বা PNG আপলোড
      করুন, আর পেয়ে যান একটি স্কোর ও নির্দিষ্ট সংশোধনের পরামর্শ: কোন অংশ বাদ পড়েছে, কোথায় দুর্বল অ্যাকশন
      ভার্ব, কোন ফরম্যাটিং ট্র্যাকিং সিস্টেম পড়তে পারে না।
    </li>
    <li>
      <strong>টেমপ্লেট থেকে সিভি তৈরি করুন।</strong> একবার আপনার তথ্য পূরণ করুন, একটি টেমপ্লেট বেছে নিন,
      লাইভ প্রিভিউ দেখুন এবং প্রিন্টের উপযোগী PDF ডাউনলোড করুন। বাংলা নাম ও লেখাও ঠিকঠাক দেখায়।
    </li>
    <li>
      <strong>লেখায় সাহায্য নিন।</strong> আপনার সারসংক্ষেপ, অর্জন ও দক্ষতার জন্য পরামর্শ, যাতে প্রতিটি
      লাইনে বোঝা যায় আপনি কী করেছেন এবং তার ফল কী হয়েছে।
    </li>
    <li>
      <strong>চাকরি অনুযায়ী সিভি কাস্টম করুন।</strong> একটি চাকরির বিজ্ঞপ্তি পেস্ট করুন, আর পেয়ে যান সেই
      চাকরির উপযোগী আপনার সিভির একটি সংস্করণ, সঙ্গে মানানসই একটি কভার লেটার।
    </li>
    <li>
      <strong>ডিজিটাল বিজনেস কার্ড শেয়ার করুন।</strong> নিজের ঠিকানায় একটি ভি-কার্ড প্রকাশ করুন, সঙ্গে
      থাকবে একটি QR কোড ও একটি যোগাযোগ ফাইল, যা অন্যরা এক ট্যাপেই তাঁদের ফোনে সেভ করতে পারবেন।
    </li>
    <li>
      <strong>NFC কার্ড অর্ডার করুন।</strong> একটি সত্যিকারের কার্ড, যা কেউ ফোনে ছোঁয়ালেই আপনার ভি-কার্ড
      খুলে যায়; বাংলাদেশের যেকোনো জায়গায় ডেলিভারি দেওয়া হয়।
    </li>
  </ul>
  <h2>কেন আমরা এটি তৈরি করেছি</h2>
  <p>
    প্রতি বছর বাংলাদেশে লাখ লাখ স্নাতক চাকরির বাজারে আসেন, আর অনেক যোগ্য প্রার্থী কোনো মানুষ তাঁদের সিভি
    পড়ার আগেই বাদ পড়ে যান: হয় সিভির লেআউট সফটওয়্যার পড়তে পারে না, নয়তো সিভিটি চাকরির সঙ্গে মেলে না।
    আমরা মনে করি এটি মানুষের নয়, টুলের সমস্যা, আর ভালো টুল সবার সাধ্যের মধ্যে থাকা উচিত। তাই সিভি যাচাই ও
    তৈরি করা বিনামূল্যে, আর পেইড প্যাকেজগুলোর দাম মোটামুটি এক কাপ চা আর একটু নাশতার সমান।
  </p>
  <h2>আমরা যেভাবে কাজ করি</h2>
  <ul>
    <li>
      দাম টাকায়, আর পেমেন্ট করবেন <strong>bKash</strong> দিয়ে। কোনো কার্ড লাগবে না। আজকের দাম জানতে
      <a href="/p/pricing">মূল্য তালিকা</a> দেখুন।
    </li>
    <li>
      আপনার সিভি আপনারই। যেকোনো সময় সেগুলো সম্পাদনা করতে বা মুছে ফেলতে পারবেন। আমরা আপনার তথ্য কীভাবে
      ব্যবহার করি, তা জানতে আমাদের <a href="/p/privacy-policy">গোপনীয়তা নীতি</a> পড়ুন।
    </li>
    <li>
      আমরা ঢাকার একটি ছোট দল। কিছু ঠিকমতো কাজ না করলে বা আপনার কোনো আইডিয়া থাকলে
      <a href="/p/contact">আমাদের জানান</a>: আমরা প্রতিটি বার্তা পড়ি।
    </li>
  </ul>
`;

const privacyPolicyBn = html`
  <p>
    এই নীতিতে ব্যাখ্যা করা হয়েছে CareerCard কোন কোন ব্যক্তিগত তথ্য সংগ্রহ করে, কেন করে, কত দিন রাখে এবং
    সেই তথ্য নিয়ে আপনি আমাদের কী করতে বলতে পারেন। এটি CareerCard ওয়েবসাইট ও এর সব সেবার ক্ষেত্রে
    প্রযোজ্য। আমরা এটি লিখেছি পড়ার জন্য, কিছু লুকানোর জন্য নয়: কোনো অংশ অস্পষ্ট মনে হলে
    <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> ঠিকানায় আমাদের লিখুন।
  </p>
  <h2>আমরা কারা</h2>
  <p>
    CareerCard পরিচালিত হয় ঢাকা, বাংলাদেশ থেকে। আমাদের অফিস: ${OFFICE_BN}। এখানে বর্ণিত ব্যক্তিগত তথ্য
    কীভাবে ব্যবহার হবে, তা আমরাই ঠিক করি এবং এর দায়িত্বও আমাদের।
  </p>
  <h2>আমরা যা সংগ্রহ করি</h2>
  <h3>আপনার অ্যাকাউন্ট</h3>
  <p>
    আপনার নাম, ইমেইল ঠিকানা ও একটি পাসওয়ার্ড। পাসওয়ার্ডটি আমরা কখনো সরাসরি সংরক্ষণ করি না, শুধু এর একমুখী
    হ্যাশ রাখি, তাই আমাদের কর্মীরাও এটি পড়তে পারেন না।
  </p>
  <h3>আপনার সিভি ও ভি-কার্ড</h3>
  <p>
    সিভি বিল্ডারে আপনি যা লেখেন: যোগাযোগের তথ্য, কাজের অভিজ্ঞতা, শিক্ষা, দক্ষতা, আর যোগ করলে একটি ছবি।
    এগুলো সংরক্ষণ করা হয়, যাতে আপনি পরে আবার আপনার সিভিতে ফিরে আসতে ও সেগুলো ডাউনলোড করতে পারেন। আপনার
    প্রকাশ করা ভি-কার্ড সবার জন্য উন্মুক্ত: যতক্ষণ না আপনি প্রকাশ বাতিল করেন, এর লিংক বা QR কোড যাঁর কাছে
    আছে, তিনিই কার্ডে আপনার দেওয়া তথ্য দেখতে পারবেন।
  </p>
  <h3>সিভি যাচাই</h3>
  <p>
    ATS যাচাইয়ের জন্য আপনি যখন সিভি আপলোড করেন বা চাকরির বিবরণ পেস্ট করেন, ফলাফল তৈরির জন্য আমরা লেখাটি
    পড়ি। আপনার ড্যাশবোর্ড ও আমাদের পরিসংখ্যানের জন্য আমরা শুধু এটুকু রাখি যে একটি যাচাই হয়েছে এবং তার স্কোর
    কত, কিন্তু <strong>এসব যাচাইয়ের সিভি বা চাকরির বিবরণের লেখা আমরা রাখি না</strong>।
  </p>
  <h3>আপনার ফোন নম্বর</h3>
  <p>
    পেইড ডাউনলোডের আগে আমরা SMS-এ পাঠানো একটি ওয়ান-টাইম কোড দিয়ে আপনার বাংলাদেশি মোবাইল নম্বর নিশ্চিত
    করতে বলি। আমরা নম্বরটি এবং সেটি যে নিশ্চিত হয়েছে, সেই তথ্য রাখি; কোডটি শুধু হ্যাশ হিসেবে রাখা হয় এবং
    কয়েক মিনিটের মধ্যেই এর মেয়াদ শেষ হয়ে যায়।
  </p>
  <h3>পেমেন্ট</h3>
  <p>
    পেমেন্ট হয় <strong>bKash</strong>-এর মাধ্যমে। আপনার bKash নম্বর, পিন ও ভেরিফিকেশন কোড আপনি bKash-এর
    নিজস্ব পেজেই দেন; আপনার পিন আমরা কখনো দেখি না, রাখিও না। আপনি যা কিনেছেন তা পৌঁছে দিতে ও হিসাব
    রাখতে যতটুকু দরকার, আমরা শুধু ততটুকুই রাখি: পরিমাণ, আইটেম, তারিখ, bKash পেমেন্ট ও ট্রানজ্যাকশন আইডি এবং
    ফলাফল।
  </p>
  <h3>NFC কার্ডের অর্ডার</h3>
  <p>
    অর্ডারের জন্য আপনি যে নাম ও ডেলিভারির ঠিকানা দেন, যা আমরা কার্ডটি পৌঁছে দেওয়া কুরিয়ারের সঙ্গে শেয়ার
    করি।
  </p>
  <h3>কারিগরি তথ্য</h3>
  <p>
    সেবাটি নিরাপদ রাখতে ও ত্রুটি খুঁজে বের করতে আমাদের সার্ভার প্রতিটি অনুরোধের IP ঠিকানা, সময় ও পেজের
    ঠিকানা লগে লিখে রাখে। ব্যাক অফিসে আমাদের কর্মীরা কোনো পরিবর্তন করলে, কে করেছেন তা সহ লগে লেখা থাকে।
  </p>
  <h2>আমরা যেভাবে তথ্য ব্যবহার করি</h2>
  <ul>
    <li>
      আপনি যে সেবা চেয়েছেন তা দিতে: সিভি তৈরি, যাচাই ও ডাউনলোড, আপনার ভি-কার্ড প্রকাশ, আপনার NFC কার্ড
      পৌঁছে দেওয়া।
    </li>
    <li>পেমেন্ট নিতে এবং হিসাবরক্ষণের নিয়ম অনুযায়ী প্রয়োজনীয় রেকর্ড রাখতে।</li>
    <li>
      আপনার অ্যাকাউন্টের বিষয়ে বার্তা পাঠাতে, যেমন পাসওয়ার্ড রিসেটের লিংক বা অর্ডারের আপডেট। আপনি না
      চাইলে আমরা কোনো মার্কেটিং ইমেইল পাঠাই না।
    </li>
    <li>অপব্যবহার থেকে সেবাটি রক্ষা করতে, যেমন কত ঘন ঘন কোড চাওয়া যাবে তা সীমিত রেখে।</li>
  </ul>
  <p>আমরা আপনার ব্যক্তিগত তথ্য বিক্রি করি না এবং বিজ্ঞাপনের কাজে ব্যবহার করি না।</p>
  <h2>আর কারা তথ্য দেখতে পান</h2>
  <ul>
    <li><strong>bKash</strong>, আপনার পেমেন্ট প্রক্রিয়া করার জন্য।</li>
    <li><strong>SMS ও ইমেইল সেবাদাতারা</strong>, যাঁরা আমাদের কোড ও বার্তা পৌঁছে দেন।</li>
    <li><strong>কুরিয়ার</strong>, যারা আপনার অর্ডার করা NFC কার্ড পৌঁছে দেয়।</li>
    <li>
      <strong>একটি AI সেবাদাতা</strong>, যখন লেখায় সাহায্য বা বিশ্লেষণের জন্য আমরা তা ব্যবহার করি: উত্তর
      তৈরির জন্য শুধু সেই অনুরোধের প্রয়োজনীয় লেখাটুকু পাঠানো হয়। বাইরের কোনো সেবাদাতা চালু না থাকলে এই কাজ
      আমাদের নিজস্ব সার্ভারেই হয়।
    </li>
    <li><strong>হোস্টিং ও স্টোরেজ সেবাদাতারা</strong>, যারা আমাদের হয়ে সার্ভার চালায়।</li>
    <li><strong>কর্তৃপক্ষ</strong>, যখন বাংলাদেশের আইন অনুযায়ী তথ্য প্রকাশ করা আমাদের জন্য বাধ্যতামূলক।</li>
  </ul>
  <h2>কত দিন আমরা তথ্য রাখি</h2>
  <p>
    আপনার অ্যাকাউন্ট, সিভি ও ভি-কার্ড থাকে যতক্ষণ না আপনি সেগুলো মুছে ফেলেন বা আপনার অ্যাকাউন্ট মুছে ফেলতে
    বলেন। অ্যাকাউন্ট মুছে ফেলার পরও হিসাবরক্ষণ ও করের নিয়মে যত দিন প্রয়োজন, পেমেন্টের রেকর্ড তত দিন রাখা
    হয়। সার্ভার লগ শুধু তত দিনই রাখা হয়, যত দিন সেবাটি নিরাপদ রাখতে ও ত্রুটি খুঁজতে দরকার।
  </p>
  <h2>আপনার পছন্দ ও অধিকার</h2>
  <ul>
    <li>
      আপনার ড্যাশবোর্ড থেকে যেকোনো সময় আপনার সিভি ও সংরক্ষিত PDF দেখতে, সম্পাদনা করতে ও মুছে ফেলতে
      পারবেন, আর আপনার ভি-কার্ডের প্রকাশ বাতিল করতে পারবেন।
    </li>
    <li>
      আপনার সম্পর্কে আমাদের কাছে থাকা ব্যক্তিগত তথ্যের একটি কপি চাইতে, অথবা তা সংশোধন করতে বলতে পারেন।
    </li>
    <li>
      আপনি আমাদের <strong>আপনার অ্যাকাউন্ট মুছে ফেলতে</strong> বলতে পারেন। আপনার অ্যাকাউন্টের ইমেইল
      ঠিকানা থেকে <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> ঠিকানায় লিখুন; আমরা নিশ্চিত
      হয়ে সাধারণত ৭ কার্যদিবসের মধ্যে অ্যাকাউন্টটি মুছে ফেলব, শুধু যে পেমেন্টের রেকর্ড রাখা আমাদের জন্য
      বাধ্যতামূলক, সেগুলো রেখে।
    </li>
  </ul>
  <h2>কুকি ও লোকাল স্টোরেজ</h2>
  <p>
    আমরা বিজ্ঞাপন বা ট্র্যাকিংয়ের কোনো কুকি ব্যবহার করি না। আপনাকে সাইন ইন রাখতে আপনার ব্রাউজার তার লোকাল
    স্টোরেজে একটি সেশন টোকেন রাখে; সাইন আউট করলে তা মুছে যায়। পেজ দ্রুত লোড করার জন্য আপনার ব্রাউজার
    আমাদের পেজ ও ছবির কপিও রাখতে পারে।
  </p>
  <h2>নিরাপত্তা</h2>
  <p>
    CareerCard-এর সঙ্গে সব সংযোগ এনক্রিপ্ট করা। পাসওয়ার্ড ও সাইন-ইন টোকেন শুধু হ্যাশ হিসেবে রাখা হয়, আর
    কর্মীরা ব্যাক অফিসের শুধু সেই অংশগুলোই দেখতে পান, যা তাঁদের ভূমিকা অনুমতি দেয়। কোনো সিস্টেমই পুরোপুরি
    নিরাপদ নয়; আপনার তথ্য ঝুঁকিতে পড়ে এমন কোনো নিরাপত্তা লঙ্ঘনের কথা জানতে পারলে আমরা দেরি না করে আপনাকে
    জানাব।
  </p>
  <h2>আইন</h2>
  <p>
    ডিজিটাল ও সাইবার নিরাপত্তা-সংক্রান্ত আইনসহ আমাদের ক্ষেত্রে প্রযোজ্য বাংলাদেশের সব আইন মেনে আমরা ব্যক্তিগত
    তথ্য পরিচালনা করি, এবং তথ্য সুরক্ষার স্বীকৃত রীতি অনুসরণ করি: শুধু প্রয়োজনীয় তথ্যই সংগ্রহ করা, যে উদ্দেশ্যের
    কথা আপনাকে বলেছি শুধু সে কাজেই তা ব্যবহার করা, তথ্য নিরাপদ রাখা এবং প্রয়োজনের বেশি দিন না রাখা।
  </p>
  <h2>এই নীতির পরিবর্তন</h2>
  <p>
    এই নীতিতে কোনো পরিবর্তন করলে আমরা এই পেজটি হালনাগাদ করি, আর গুরুত্বপূর্ণ পরিবর্তনের কথা অ্যাকাউন্টধারীদের
    ইমেইলেও জানাই। সর্বশেষ পরিবর্তনের তারিখ এই পেজের ওপরে দেখানো আছে।
  </p>
`;

const termsOfServiceBn = html`
  <p>
    CareerCard-এর ওয়েবসাইট ও সেবা ব্যবহারের ক্ষেত্রে এই শর্তাবলিই আপনার ও CareerCard-এর মধ্যকার চুক্তি।
    অ্যাকাউন্ট খুলে বা সেবাটি ব্যবহার করে আপনি এই শর্তাবলি মেনে নিচ্ছেন। আপনি একমত না হলে অনুগ্রহ করে
    CareerCard ব্যবহার করবেন না।
  </p>
  <h2>১. সেবা</h2>
  <p>
    CareerCard সিভি যাচাই, তৈরি ও শেয়ার করার টুল দেয়: একটি ATS চেকার, টেমপ্লেট ও PDF ডাউনলোডসহ সিভি
    বিল্ডার, লেখায় সাহায্য, কভার লেটারসহ চাকরি-নির্দিষ্ট সিভি, ডিজিটাল বিজনেস কার্ড (ভি-কার্ড) এবং
    সত্যিকারের NFC কার্ড। কিছু ফিচার বিনামূল্যে, কিছু পেইড; কোনটির দাম কত, তা
    <a href="/p/pricing">মূল্য তালিকা</a> পেজে দেওয়া আছে।
  </p>
  <h2>২. আপনার অ্যাকাউন্ট</h2>
  <ul>
    <li>
      আপনার আসল নাম এবং এমন একটি ইমেইল ঠিকানা দিন, যা আপনি নিয়মিত দেখেন; আপনার অ্যাকাউন্টের বিষয়ে
      যোগাযোগের জন্য আমরা এটি ব্যবহার করি।
    </li>
    <li>আপনার পাসওয়ার্ড কাউকে জানাবেন না। আপনার অ্যাকাউন্ট দিয়ে যা করা হয়, তার দায় আপনার।</li>
    <li>আপনার বয়স ১৮ বছরের কম হলে মা-বাবা বা অভিভাবকের অনুমতি নিয়ে CareerCard ব্যবহার করুন।</li>
    <li>একজন ব্যক্তির একটিই অ্যাকাউন্ট। অ্যাকাউন্ট অন্য কাউকে হস্তান্তর করা যায় না।</li>
  </ul>
  <h2>৩. আপনার কনটেন্ট</h2>
  <p>
    আপনার তৈরি সিভি, কভার লেটার ও অন্যান্য কনটেন্টের মালিক আপনি। শুধু আপনাকে সেবা দেওয়ার জন্য, যেমন আপনার
    PDF তৈরি বা আপনার ভি-কার্ড প্রকাশ করতে, আপনি আমাদের সেগুলো সংরক্ষণ ও প্রক্রিয়া করার অনুমতি দিচ্ছেন।
  </p>
  <p>
    আপনার সিভি ও ভি-কার্ডে আপনি যা লেখেন, তার দায় আপনার। তা অবশ্যই সত্য হতে হবে, এবং তাতে থাকতে পারবে
    না:
  </p>
  <ul>
    <li>এমন ডিগ্রি, চাকরি বা সার্টিফিকেটের দাবি, যা আপনার নেই;</li>
    <li>অনুমতি ছাড়া অন্য কারও ব্যক্তিগত তথ্য বা ছবি;</li>
    <li>বেআইনি, বিদ্বেষমূলক বা বিভ্রান্তিকর কিছু।</li>
  </ul>
  <p>এই নিয়ম ভাঙলে আমরা কোনো ভি-কার্ডের প্রকাশ বাতিল বা কোনো অ্যাকাউন্ট স্থগিত করতে পারি।</p>
  <h2>৪. আমাদের টুলের পরামর্শ</h2>
  <p>
    ATS স্কোর, লেখার পরামর্শ, কাস্টম সিভি ও কভার লেটার আপনাকে সাহায্য করার জন্য স্বয়ংক্রিয়ভাবে তৈরি হয়।
    এগুলো পরামর্শ, নিশ্চয়তা নয়: কিছু পাঠানোর আগে পড়ে নিন এবং দরকার হলে ঠিক করে নিন। কোনো সিভি যে
    ইন্টারভিউ বা চাকরি এনে দেবে, এমন প্রতিশ্রুতি আমরা দিতে পারি না।
  </p>
  <h2>৫. মূল্য ও পেমেন্ট</h2>
  <ul>
    <li>
      মূল্য বাংলাদেশি টাকায় (৳) দেখানো হয় এবং আমাদের যা পরিশোধ করবেন তার সবকিছু এতে অন্তর্ভুক্ত; bKash-এর
      নিজস্ব কোনো চার্জ থাকলে তা bKash-ই দেখায়।
    </li>
    <li>
      আইটেমটি পৌঁছে দেওয়ার আগে bKash-এর মাধ্যমে পেমেন্ট করতে হয়। সিভি ডাউনলোডের মতো ডিজিটাল আইটেম
      পেমেন্ট নিশ্চিত হওয়ামাত্রই পৌঁছে দেওয়া হয়।
    </li>
    <li>মাসিক সাবস্ক্রিপশন, যখন চালু থাকে, পেমেন্টের দিন থেকে ৩০ দিন চলে এবং নিজে থেকে নবায়ন হয় না।</li>
    <li>আমরা মূল্য পরিবর্তন করতে পারি। তবে আগে করা কোনো পেমেন্টের ওপর এর প্রভাব পড়ে না।</li>
  </ul>
  <h2>৬. রিফান্ড</h2>
  <p>
    পেমেন্ট সম্পন্ন হওয়ার পরও যা কিনেছেন তা না পেলে, bKash ট্রানজ্যাকশন আইডিসহ ৭ দিনের মধ্যে আমাদের লিখুন।
    আমরা আইটেমটি পৌঁছে দেব অথবা টাকা আপনার bKash অ্যাকাউন্টে ফেরত দেব। ডিজিটাল আইটেম সঙ্গে সঙ্গে পৌঁছে যায়
    বলে, যে ডাউনলোড আপনি পেয়ে গেছেন তার টাকা ফেরতযোগ্য নয়।
  </p>
  <h2>৭. NFC কার্ড</h2>
  <p>
    অর্ডার দেওয়ার পর NFC কার্ড প্রিন্ট করা হয় এবং আপনার দেওয়া ঠিকানায় কুরিয়ারের মাধ্যমে বাংলাদেশের ভেতরে
    পৌঁছে দেওয়া হয়। ঠিকানাটি ভালো করে যাচাই করে নিন: আপনার ভুল লেখা ঠিকানায় পাঠানো কার্ড বিনামূল্যে বদলে
    দেওয়া সম্ভব নয়। কার্ড ক্ষতিগ্রস্ত অবস্থায় পৌঁছালে ডেলিভারির ৭ দিনের মধ্যে একটি ছবিসহ আমাদের সঙ্গে যোগাযোগ
    করুন, আমরা কার্ডটি বদলে দেব।
  </p>
  <h2>৮. ন্যায্য ব্যবহার</h2>
  <p>
    সেবাটি অচল করার, এর ওপর অতিরিক্ত চাপ সৃষ্টি করার বা এর সীমা এড়িয়ে যাওয়ার চেষ্টা করবেন না; অন্যের তথ্য
    পড়ার চেষ্টা করবেন না, কিংবা স্বয়ংক্রিয় টুল দিয়ে তথ্য কপি করবেন না। সেবা বা অন্য ব্যবহারকারীদের ক্ষতি করে
    এমন ব্যবহার আমরা সীমিত বা স্থগিত করতে পারি।
  </p>
  <h2>৯. সেবার প্রাপ্যতা ও দায়</h2>
  <p>
    CareerCard সবসময় চালু রাখতে ও আপনার তথ্য নিরাপদ রাখতে আমরা কাজ করি, তবে সেবাটি যেমন আছে তেমনভাবেই
    দেওয়া হয়, এবং রক্ষণাবেক্ষণ বা ত্রুটির কারণে মাঝে মাঝে বিঘ্ন ঘটতে পারে। গুরুত্বপূর্ণ সিভির একটি কপি নিজের
    কাছেও রাখুন। আইন যতটা অনুমতি দেয়, যেকোনো দাবির ক্ষেত্রে আপনার প্রতি আমাদের দায় দাবির আগের তিন মাসে
    আপনি আমাদের যত টাকা পরিশোধ করেছেন, তার মধ্যেই সীমিত।
  </p>
  <h2>১০. ব্যবহার বন্ধ করা</h2>
  <p>
    আপনি যেকোনো সময় CareerCard ব্যবহার বন্ধ করতে এবং আপনার অ্যাকাউন্ট মুছে ফেলতে বলতে পারেন (<a
      href="/p/privacy-policy"
      >গোপনীয়তা নীতি</a
    >
    দেখুন)। কোনো অ্যাকাউন্ট এই শর্তাবলি গুরুতরভাবে বা বারবার ভাঙলে আমরা সেটি বন্ধ করে দিতে পারি, এবং কেন
    বন্ধ করা হলো তা আপনাকে জানাব।
  </p>
  <h2>১১. আইন ও বিরোধ</h2>
  <p>
    এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী পরিচালিত। আমরা আলোচনার মাধ্যমে সমস্যার সমাধান করতে চাই: অনুগ্রহ করে
    আগে <a href="/p/contact">আমাদের সঙ্গে যোগাযোগ করুন</a>। আমরা একমত হতে না পারলে ঢাকার আদালত সিদ্ধান্ত
    দেবেন।
  </p>
  <h2>১২. পরিবর্তন</h2>
  <p>
    আমরা এই শর্তাবলি হালনাগাদ করতে পারি। সর্বশেষ পরিবর্তনের তারিখ এই পেজের ওপরে দেখানো আছে, আর গুরুত্বপূর্ণ
    পরিবর্তন কার্যকর হওয়ার আগেই আমরা অ্যাকাউন্টধারীদের ইমেইলে তা জানাই।
  </p>
`;

const pricingBn = html`
  <p>
    আপনার সিভি যাচাই ও তৈরি করা বিনামূল্যে। টাকা দিতে হয় শুধু তখনই, যখন কিছু নিয়ে যান: প্রিন্টের উপযোগী
    একটি PDF, কোনো চাকরির জন্য কাস্টম সিভি, কিংবা একটি সত্যিকারের কার্ড। দাম টাকায়, আর পেমেন্ট করবেন
    bKash দিয়ে; কোনো ব্যাংক কার্ড লাগবে না।
  </p>
  <h2>আজকের মূল্য</h2>
  <p>{{packages}}</p>
  <h2>সবসময় বিনামূল্যে</h2>
  <ul>
    <li>আপনার সিভির ATS যাচাই, স্কোর ও সংশোধনের পরামর্শসহ</li>
    <li>যত খুশি সিভি তৈরি ও সম্পাদনা, সব টেমপ্লেটে, লাইভ প্রিভিউসহ</li>
    <li>সিভির মান যাচাই ও লেখার পরামর্শ</li>
    <li>QR কোড ও যোগাযোগ ফাইলসহ আপনার ভি-কার্ড প্রকাশ</li>
  </ul>
  <h2>NFC কার্ড</h2>
  <p>
    NFC কার্ডের দাম নির্ভর করে এর ডিজাইনের ওপর; আপনার ড্যাশবোর্ডে ডিজাইন বেছে নেওয়ার সময় ডেলিভারি চার্জসহ
    দাম দেখানো হয়। পেমেন্টের পর কার্ডটি প্রিন্ট করা হয় এবং কুরিয়ারে বাংলাদেশের যেকোনো জায়গায় পাঠানো হয়।
  </p>
  <h2>পেমেন্ট যেভাবে করবেন</h2>
  <ol>
    <li>আপনার যা দরকার তা বেছে নিন, যেমন আপনার সিভিতে <em>সংরক্ষণ ও ডাউনলোড করুন</em>।</li>
    <li>প্রথমবার একটি ওয়ান-টাইম কোড দিয়ে আপনার মোবাইল নম্বর নিশ্চিত করুন।</li>
    <li>bKash-এর নিজস্ব পেজে আপনার bKash নম্বর ও পিন দিয়ে পেমেন্ট করুন।</li>
    <li>
      আপনি CareerCard-এ ফিরে আসবেন এবং আপনার ডাউনলোড শুরু হবে। প্রতিটি পেমেন্ট আপনার পেমেন্টের ইতিহাসে
      দেখা যায়।
    </li>
  </ol>
  <p>
    পেমেন্টে কোনো সমস্যা হয়েছে? রিফান্ডের বিষয়ে আমাদের
    <a href="/p/terms-of-service">সেবার শর্তাবলি</a> দেখুন, অথবা আপনার bKash ট্রানজ্যাকশন আইডিসহ
    <a href="/p/contact">আমাদের সঙ্গে যোগাযোগ করুন</a>।
  </p>
`;

const contactBn = html`
  <p>
    আপনার অ্যাকাউন্ট, কোনো পেমেন্ট, NFC কার্ডের অর্ডার বা CareerCard-এর অন্য যেকোনো বিষয়ে সাহায্য করতে
    পারলে আমরা খুশি হব। আমরা প্রতিটি বার্তার উত্তর দিই, সাধারণত দুই কার্যদিবসের মধ্যে।
  </p>
  <h2>ইমেইল</h2>
  <p><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></p>
  <p>
    দ্রুত উত্তর দিতে আমাদের সুবিধার জন্য অনুগ্রহ করে আপনার CareerCard অ্যাকাউন্টের ইমেইল ঠিকানা থেকে লিখুন এবং
    সঙ্গে দিন:
  </p>
  <ul>
    <li><strong>পেমেন্টের</strong> বিষয়ে: bKash ট্রানজ্যাকশন আইডি ও পেমেন্টের তারিখ;</li>
    <li><strong>NFC কার্ডের অর্ডারের</strong> বিষয়ে: অর্ডার নম্বর (দেখতে NFC-2026-0001-এর মতো);</li>
    <li>
      <strong>সাইটে কোনো সমস্যার</strong> বিষয়ে: আপনি কী করেছিলেন, কী হবে বলে আশা করেছিলেন, আর সম্ভব
      হলে একটি স্ক্রিনশট।
    </li>
  </ul>
  <h2>গোপনীয়তা ও অ্যাকাউন্ট মুছে ফেলা</h2>
  <p>
    আপনার তথ্যের একটি কপি চাইতে বা আপনার অ্যাকাউন্ট মুছে ফেলার অনুরোধ জানাতে অ্যাকাউন্টের ইমেইল ঠিকানা থেকে
    <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> ঠিকানায় লিখুন। এরপর কী হয়, তা জানতে আমাদের
    <a href="/p/privacy-policy">গোপনীয়তা নীতি</a> দেখুন।
  </p>
  <h2>অফিস</h2>
  <p>CareerCard<br />${OFFICE_BN}</p>
  <p>
    অফিস সময়: রবিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে সন্ধ্যা ৬টা (বাংলাদেশ সময়)। অফিসে আসার আগে অনুগ্রহ
    করে আমাদের লিখে জানান।
  </p>
`;

export const STARTER_PAGES: StarterPage[] = [
  {
    title: 'About Us',
    slug: 'about-us',
    seoTitle: 'About CareerCard: CV builder and ATS checker for Bangladesh',
    metaDescription:
      'CareerCard helps job seekers in Bangladesh build ATS-friendly CVs, tailor them to each job and share a digital business card. Checking and building are free.',
    content: aboutUs,
    bn: {
      title: 'আমাদের সম্পর্কে',
      seoTitle: 'CareerCard সম্পর্কে: সিভি বিল্ডার ও ATS চেকার',
      metaDescription:
        'CareerCard বাংলাদেশের চাকরিপ্রার্থীদের ATS-বান্ধব সিভি তৈরি, চাকরি অনুযায়ী সিভি কাস্টম ও ডিজিটাল বিজনেস কার্ড শেয়ার করতে সাহায্য করে। যাচাই ও তৈরি বিনামূল্যে।',
      content: aboutUsBn,
    },
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    seoTitle: 'Privacy Policy | CareerCard',
    metaDescription:
      'What personal data CareerCard collects, why, who else sees it, how long we keep it, and how to get a copy or have your account deleted.',
    content: privacyPolicy,
    bn: {
      title: 'গোপনীয়তা নীতি',
      seoTitle: 'গোপনীয়তা নীতি | CareerCard',
      metaDescription:
        'CareerCard কোন ব্যক্তিগত তথ্য সংগ্রহ করে, কেন করে, আর কারা তা দেখেন, কত দিন রাখা হয়, এবং কীভাবে তথ্যের কপি পাবেন বা অ্যাকাউন্ট মুছে ফেলবেন।',
      content: privacyPolicyBn,
    },
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    seoTitle: 'Terms of Service | CareerCard',
    metaDescription:
      'The rules for using CareerCard: your account, your content, prices and bKash payments, refunds, NFC cards, and the law that applies.',
    content: termsOfService,
    bn: {
      title: 'সেবার শর্তাবলি',
      seoTitle: 'সেবার শর্তাবলি | CareerCard',
      metaDescription:
        'CareerCard ব্যবহারের নিয়ম: আপনার অ্যাকাউন্ট, আপনার কনটেন্ট, মূল্য ও bKash পেমেন্ট, রিফান্ড, NFC কার্ড এবং প্রযোজ্য আইন।',
      content: termsOfServiceBn,
    },
  },
  {
    title: 'Pricing',
    slug: 'pricing',
    seoTitle: 'Pricing: CV downloads and more in taka | CareerCard',
    metaDescription:
      'Checking and building your CV are free. See what a PDF download, a job-specific CV or an NFC card costs, paid in taka with bKash.',
    content: pricing,
    bn: {
      title: 'মূল্য তালিকা',
      seoTitle: 'মূল্য তালিকা: টাকায় সিভি ডাউনলোড ও আরও | CareerCard',
      metaDescription:
        'সিভি যাচাই ও তৈরি বিনামূল্যে। PDF ডাউনলোড, চাকরি-নির্দিষ্ট সিভি বা NFC কার্ডের দাম কত, দেখে নিন; পেমেন্ট টাকায়, bKash দিয়ে।',
      content: pricingBn,
    },
  },
  {
    title: 'Contact Us',
    slug: 'contact',
    seoTitle: 'Contact CareerCard',
    metaDescription:
      'Questions about your account, a bKash payment or an NFC card order? E-mail the CareerCard team in Dhaka; we usually answer within two working days.',
    content: contact,
    bn: {
      title: 'যোগাযোগ করুন',
      seoTitle: 'CareerCard-এর সঙ্গে যোগাযোগ করুন',
      metaDescription:
        'অ্যাকাউন্ট, bKash পেমেন্ট বা NFC কার্ডের অর্ডার নিয়ে প্রশ্ন আছে? ঢাকায় CareerCard টিমকে ইমেইল করুন; আমরা সাধারণত দুই কার্যদিবসের মধ্যে উত্তর দিই।',
      content: contactBn,
    },
  },
];
