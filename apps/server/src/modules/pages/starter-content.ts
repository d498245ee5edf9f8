/**
 * The pages a fresh install starts with, Published at the addresses the site's footer links to.
 * Staff edit or delete them in Page Management; the marker below keeps a deleted one deleted.
 * The company details (address, e-mail) are placeholders for the operator to replace.
 */

/** app_settings key written once the starter pages were offered. */
export const STARTER_PAGES_MARKER = 'starter_pages_v1';

export interface StarterPage {
  title: string;
  slug: string;
  seoTitle: string;
  metaDescription: string;
  content: string;
}

const SUPPORT_EMAIL = 'support@careercard.com.bd';
const PRIVACY_EMAIL = 'privacy@careercard.com.bd';
const OFFICE = 'House 27, Road 11, Block F, Banani, Dhaka 1213, Bangladesh';

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

export const STARTER_PAGES: StarterPage[] = [
  {
    title: 'About Us',
    slug: 'about-us',
    seoTitle: 'About CareerCard: CV builder and ATS checker for Bangladesh',
    metaDescription:
      'CareerCard helps job seekers in Bangladesh build ATS-friendly CVs, tailor them to each job and share a digital business card. Checking and building are free.',
    content: aboutUs,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    seoTitle: 'Privacy Policy | CareerCard',
    metaDescription:
      'What personal data CareerCard collects, why, who else sees it, how long we keep it, and how to get a copy or have your account deleted.',
    content: privacyPolicy,
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    seoTitle: 'Terms of Service | CareerCard',
    metaDescription:
      'The rules for using CareerCard: your account, your content, prices and bKash payments, refunds, NFC cards, and the law that applies.',
    content: termsOfService,
  },
  {
    title: 'Pricing',
    slug: 'pricing',
    seoTitle: 'Pricing: CV downloads and more in taka | CareerCard',
    metaDescription:
      'Checking and building your CV are free. See what a PDF download, a job-specific CV or an NFC card costs, paid in taka with bKash.',
    content: pricing,
  },
  {
    title: 'Contact Us',
    slug: 'contact',
    seoTitle: 'Contact CareerCard',
    metaDescription:
      'Questions about your account, a bKash payment or an NFC card order? E-mail the CareerCard team in Dhaka; we usually answer within two working days.',
    content: contact,
  },
];
