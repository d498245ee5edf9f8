import { sampleCv } from '@careercard/shared/cv-sample';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  createCvThroughApi,
  expect,
  latestOtp,
  NAGAD_SANDBOX_PAYER,
  payOnBkashSandbox,
  SSLCOMMERZ_SANDBOX_CARDS,
  registerUser,
  SANDBOX_WALLET,
  signInThroughApi,
  test,
} from './fixtures';

/** A number of this test's own: codes are limited per number and hour. */
const freshPhone = () => `0175${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const formatted = (phone: string) => `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`;

const withPhone = (phone: string) => ({ ...sampleCv, personal: { ...sampleCv.personal, phone } });

test.describe('paid PDF downloads', () => {
  test('Save & Download: verify the phone, pay on bKash, get the PDF', async ({
    page,
    user,
  }, testInfo) => {
    test.slow(); // verification, payment and a real print in one flow
    const signedIn = await signInThroughApi(page, user);
    const phone = freshPhone();
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Application CV',
      data: withPhone(phone),
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();

    const otpDialog = page.getByRole('dialog', { name: 'Verify Your Phone Number' });
    await expect(otpDialog).toContainText(formatted(phone));
    await expect(otpDialog.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await otpDialog.getByLabel('Verification code').fill('000000');
    const code = await latestOtp(page.request, phone);
    // A local install sends no SMS: the dialog says so and shows the code.
    const demo = otpDialog.getByRole('note');
    await expect(demo).toContainText('Demo: no SMS is sent');
    await expect(demo).toContainText(`Your code is ${code}.`);
    if (code !== '000000') {
      await otpDialog.getByRole('button', { name: 'Verify' }).click();
      await expect(otpDialog.getByText('Invalid OTP. Please try again.')).toBeVisible();
    }
    await otpDialog.getByLabel('Verification code').fill(code);
    await otpDialog.getByRole('button', { name: 'Verify' }).click();

    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    await expect(payment).toContainText('৳30');
    // A local install pays into the built-in sandbox, and the payer is told before paying.
    await expect(payment).toContainText('no real money moves');
    // The methods that take payments here: each through its local stand-in.
    await expect(payment.getByRole('button', { name: 'Nagad' })).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Card' })).toBeVisible();
    await payment.getByRole('button', { name: 'bKash' }).click();
    await payment.getByRole('button', { name: 'Pay ৳30' }).click();

    const download = page.waitForEvent('download');
    await payOnBkashSandbox(page);
    const result = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(result).toContainText('Payment completed successfully.');
    await expect(result).toContainText(/Payment ID: TR\w+/);
    const file = await download;
    expect(file.suggestedFilename()).toBe('Application-CV.pdf');
    const saved = testInfo.outputPath('cv.pdf');
    await file.saveAs(saved);
    const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain('Tanjila Rahman');
    expect(text).toContain('Senior Software Engineer');
    expect(text).toContain('Padma Softworks Ltd.');
    expect(text).toContain(phone);
    // Page breaks as in the preview, and the links still work.
    const info = execFileSync('pdfinfo', [saved], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/);
    const pagesInPdf = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const links = execFileSync('pdfinfo', ['-url', saved], { encoding: 'utf8' });
    expect(links).toContain('mailto:tanjila.rahman@example.com');
    expect(links).toContain('https://linkedin.example.com/in/tanjila-rahman');
    await expect(result).toContainText('Your PDF has been downloaded.');

    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/pdf-management');
    const row = page.getByRole('row', { name: /Application-CV\.pdf/ });
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);

    // The same payment bought the Word file of the same version (issue 45): our importer reads
    // it back whole.
    const wordDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Word (.docx)' }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe('Application-CV.docx');
    const wordPath = testInfo.outputPath('cv.docx');
    await word.saveAs(wordPath);
    const readBack = await page.request.post('/api/user/parse-resume', {
      headers: { authorization: `Bearer ${signedIn.token}` },
      multipart: {
        resume_file: {
          name: 'cv.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: readFileSync(wordPath),
        },
      },
    });
    expect(readBack.status()).toBe(200);
    const parsed = (await readBack.json()) as {
      personal: { name: string; title: string; email: string; phone: string };
      experience: Array<{ title: string; company: string; startDate: string }>;
      education: Array<{ institution: string }>;
      skills: Array<{ name: string }>;
    };
    expect(parsed.personal).toMatchObject({
      name: 'Tanjila Rahman',
      title: 'Senior Software Engineer',
      email: 'tanjila.rahman@example.com',
    });
    // Read back in the international form (+880 …): the same number.
    expect(parsed.personal.phone.replace(/\D/g, '').slice(-10)).toBe(phone.slice(-10));
    expect(parsed.experience.map((job) => [job.title, job.company, job.startDate])).toEqual(
      sampleCv.experience.map((job) => [job.title, job.company, job.startDate]),
    );
    expect(parsed.education.map((school) => school.institution)).toEqual(
      sampleCv.education.map((school) => school.institution),
    );
    expect(parsed.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(sampleCv.skills.map((skill) => skill.name)),
    );

    // Unchanged since it was paid for, the CV downloads again for nothing.
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    // The preview laid out the same pages as the PDF.
    await expect(page.getByText(/^\d+ pages?$/)).toHaveText(new RegExp(`^${pagesInPdf} pages?$`));
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save & Download' }).click();
    expect((await again).suggestedFilename()).toBe('Application-CV.pdf');
    await expect(page.getByText('Your PDF has been downloaded.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toHaveCount(0);
    // Changed, it is a new PDF; the session is verified now, so straight to payment.
    await page.getByLabel('Professional title').fill('Principal Software Engineer');
    await page.getByRole('button', { name: 'Save & Download' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toBeVisible();
  });

  test('a refused payment leaves the PDF pending; paying from Manage PDFs downloads it', async ({
    page,
    user,
  }) => {
    test.slow(); // two checkouts and a real print
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'No Phone CV',
      data: withPhone(''),
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    // No phone number: straight to payment.
    await page.getByRole('button', { name: 'Pay ৳30' }).click();
    await payOnBkashSandbox(page, SANDBOX_WALLET.insufficientBalance);
    const failed = page.getByRole('dialog', { name: 'Payment Failed!' });
    // Why, as bKash says it.
    await expect(failed).toContainText('Insufficient balance in your bKash account.');
    // Try again leads to where this PDF can be paid for.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/dashboard/pdf-management');
    const row = page.getByRole('row', { name: /No-Phone-CV\.pdf/ });
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: 'Download' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Pay' }).click();
    await page
      .getByRole('dialog', { name: 'Complete Your Payment' })
      .getByRole('button', { name: 'Pay ৳30' })
      .click();
    const download = page.waitForEvent('download');
    await payOnBkashSandbox(page);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    expect((await download).suggestedFilename()).toBe('No-Phone-CV.pdf');

    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Billing & Payments' }).click();
    const history = page.getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history).toContainText('Failed');
    await expect(history).toContainText('Paid');
  });

  test('cancelling on bKash says so and takes no money', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, { data: withPhone('') });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    await page.getByRole('button', { name: 'Pay ৳30' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    const failed = page.getByRole('dialog', { name: 'Payment Failed!' });
    await expect(failed).toContainText('Payment was cancelled.');
    await failed.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Billing & Payments' }).click();
    await expect(page.getByRole('table')).toContainText('Cancelled');
  });

  test('paying with Nagad: a failing wallet is refused, another pays, and the PDF downloads', async ({
    page,
    user,
  }) => {
    test.slow(); // two checkouts and a real print
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Nagad CV',
      data: withPhone(''),
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    await payment.getByRole('button', { name: 'Nagad' }).click();
    await payment.getByRole('button', { name: 'Pay ৳30' }).click();
    const payOnNagad = async (wallet: string) => {
      await expect(page).toHaveURL(/\/api\/nagad-sandbox\/checkout\//);
      await expect(page.getByText('৳30.00')).toBeVisible();
      await page.getByLabel('Nagad account number').fill(wallet);
      await page.getByLabel('PIN').fill(NAGAD_SANDBOX_PAYER.pin);
      await page.getByRole('button', { name: 'Pay' }).click();
    };
    await payOnNagad(NAGAD_SANDBOX_PAYER.failingWallet);
    const failed = page.getByRole('dialog', { name: 'Payment Failed!' });
    await expect(failed).toContainText('Payment failed.');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/dashboard/pdf-management');
    await page
      .getByRole('row', { name: /Nagad-CV\.pdf/ })
      .getByRole('button', { name: 'Pay' })
      .click();
    await payment.getByRole('button', { name: 'Nagad' }).click();
    await payment.getByRole('button', { name: 'Pay ৳30' }).click();
    const download = page.waitForEvent('download');
    await payOnNagad(NAGAD_SANDBOX_PAYER.wallet);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    expect((await download).suggestedFilename()).toBe('Nagad-CV.pdf');
  });

  test('paying by card: a declined card and a cancel take nothing, a valid card pays once', async ({
    page,
    user,
  }) => {
    test.slow(); // three checkouts and a real print
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Card CV',
      data: withPhone(''),
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    const checkOut = async () => {
      await payment.getByRole('button', { name: 'Card' }).click();
      await payment.getByRole('button', { name: 'Pay ৳30' }).click();
      await expect(page).toHaveURL(/\/api\/sslcommerz-sandbox\/checkout\//);
      await expect(page.getByText('৳30.00')).toBeVisible();
    };
    const payWith = async (card: string) => {
      await page.getByLabel('Card number').fill(card);
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay' }).click();
    };
    const payAgainFromManagePdfs = async (dialog: string) => {
      await page
        .getByRole('dialog', { name: dialog })
        .getByRole('button', { name: 'Try again' })
        .click();
      await expect(page).toHaveURL('/dashboard/pdf-management');
      await page
        .getByRole('row', { name: /Card-CV\.pdf/ })
        .getByRole('button', { name: 'Pay' })
        .click();
    };

    await checkOut();
    await payWith(SSLCOMMERZ_SANDBOX_CARDS.declined);
    // SSLCommerz posts the payer back; the result is what its validation API says.
    await expect(page.getByRole('dialog', { name: 'Payment Failed!' })).toContainText(
      'The card payment was declined. Please try another card.',
    );
    await payAgainFromManagePdfs('Payment Failed!');
    await checkOut();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Failed!' })).toContainText(
      'Payment was cancelled.',
    );
    await payAgainFromManagePdfs('Payment Failed!');
    await checkOut();
    const download = page.waitForEvent('download');
    await payWith(SSLCOMMERZ_SANDBOX_CARDS.paying);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    expect((await download).suggestedFilename()).toBe('Card-CV.pdf');
    const paidUrl = new URL(page.url());

    // The return replayed (a reload, a link sent back): still paid once.
    const tranId = paidUrl.searchParams.get('paymentID')!;
    await page.goto(`/api/payments/card/callback?outcome=success&tran_id=${tranId}`);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Billing & Payments' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Failed' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(1);
  });

  test('on a phone each PDF is a card with its action in reach, and a paid one is a credit until downloaded', async ({
    page,
    user,
  }) => {
    test.slow(); // a checkout and a real print
    await page.setViewportSize({ width: 360, height: 780 });
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'A CV with a rather long name to see how it wraps on a phone',
      data: withPhone(''),
    });
    // Paid on bKash, but the download never came: the tab was closed on the way back.
    const created = await page.request.post('/api/user/bkash/create-payment', {
      data: { purpose: 'cv_download', cvId: cv.id },
      headers: { Authorization: `Bearer ${signedIn.token}` },
    });
    // The payer's last step on bKash redirects to our callback, which settles the payment; the
    // callback is called here and the tab goes no further. (A route sees only the first request
    // of a redirect chain, so the held request is the checkout's last form.)
    let backTo = '';
    await page.route('**/api/bkash-sandbox/checkout**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const next = answer.headers()['location'] ?? '';
      if (!next.includes('/api/payments/bkash/callback'))
        return route.fulfill({ response: answer });
      const settled = await page.request.get(next, { maxRedirects: 0 });
      backTo = settled.headers()['location'] ?? '';
      await route.fulfill({ body: 'closed' });
    });
    await page.goto(((await created.json()) as { bkash_payment_url: string }).bkash_payment_url);
    await payOnBkashSandbox(page);
    await expect.poll(() => backTo).toMatch(/^\/payment\/success\?status=success/);
    await page.unrouteAll();

    await page.goto('/dashboard');
    await expect(page.getByRole('banner')).not.toContainText('Dashboard / Dashboard');
    const credits = page.getByText('Credits Remaining').locator('..');
    await expect(credits).toContainText('1');
    await expect(credits).toContainText('1 CV download: paid, not used yet');

    await page.goto('/dashboard/pdf-management');
    const card = page.getByRole('listitem').filter({ hasText: 'A-CV-with-a-rather-long-name' });
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    const download = card.getByRole('button', { name: 'Download' });
    await expect(download).toBeInViewport();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    const file = page.waitForEvent('download');
    await download.click();
    expect((await file).suggestedFilename()).toMatch(/^A-CV-with-a-rather-long-name.*\.pdf$/);

    await page.goto('/dashboard');
    await expect(credits).toContainText('0');
    await expect(credits).toContainText('Nothing paid and unused');
  });

  test('a PDF record can be deleted', async ({ page, user }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Old CV',
      data: withPhone(''),
    });
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    await page.getByRole('button', { name: 'Save & Download' }).click();
    await page.getByRole('button', { name: 'Pay ৳30' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/dashboard/pdf-management');
    const row = page.getByRole('row', { name: /Old-CV\.pdf/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: /Old-CV\.pdf/ })).toHaveCount(0);
  });
});

test.describe('the payment result', () => {
  test('shows how the payment really went, never the words its address brings', async ({
    page,
    browser,
    user,
  }) => {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, { data: withPhone('') });
    const created = await page.request.post('/api/user/bkash/create-payment', {
      data: { purpose: 'cv_download', cvId: cv.id },
      headers: { Authorization: `Bearer ${signedIn.token}` },
    });
    const { bkash_payment_url, paymentID } = (await created.json()) as {
      bkash_payment_url: string;
      paymentID: string;
    };
    await page.goto(bkash_payment_url);
    await payOnBkashSandbox(page, SANDBOX_WALLET.insufficientBalance);
    await expect(page.getByRole('dialog', { name: 'Payment Failed!' })).toBeVisible();

    // A link someone sends: "success" and their own words, for the failed payment.
    const attacker = 'Payment received! Call 01700-000000 to claim your bonus.';
    const forged = `/payment/success?${new URLSearchParams({ status: 'success', message: attacker, paymentID })}`;
    await page.goto(forged);
    const result = page.getByRole('dialog', { name: 'Payment Failed!' });
    await expect(result).toContainText('Insufficient balance in your bKash account.');
    await expect(result).toContainText('Amount: ৳30');
    await expect(result).toContainText(`Payment ID: ${paymentID}`);
    await expect(page.getByText(attacker)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);

    // Someone else, signed in, learns nothing of it; a visitor is asked to sign in.
    const baseURL = test.info().project.use.baseURL!;
    const stranger = await (await browser.newContext({ baseURL })).newPage();
    await signInThroughApi(stranger, await registerUser(stranger.request, 'Nadia Islam'));
    await stranger.goto(forged);
    const foreign = stranger.getByRole('dialog', { name: 'Payment Status' });
    await expect(foreign).toContainText('Payment not found.');
    await expect(foreign).not.toContainText(paymentID);
    await expect(stranger.getByText(attacker)).toHaveCount(0);

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(forged);
    const neutral = visitor.getByRole('dialog', { name: 'Payment Status' });
    await expect(neutral).toContainText('Sign in to see how this payment went.');
    await expect(neutral).not.toContainText('৳');
    await expect(visitor.getByText(attacker)).toHaveCount(0);
    await neutral.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL('/login');
  });
});
