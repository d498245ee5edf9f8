import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  adminAccount,
  expect,
  NAGAD_SANDBOX_PAYER,
  payOnBkashSandbox,
  signInThroughApi,
  SSLCOMMERZ_SANDBOX_CARDS,
  test,
} from './fixtures';

/** Starts a custom CV's payment by `method` for the signed-in user and opens its page. */
async function startPayment(page: Page, token: string, method: 'bkash' | 'nagad'): Promise<void> {
  const created = await page.request.post(`/api/user/${method}/create-payment`, {
    data: { purpose: 'custom_cv' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.ok()).toBe(true);
  const body = (await created.json()) as { bkash_payment_url?: string; payment_url?: string };
  await page.goto(body.bkash_payment_url ?? body.payment_url!);
}

test.describe('payments and refunds in the back office', () => {
  test('staff find a card payment, refund it in two parts, export the ledger; the user sees the refund in Billing', async ({
    page,
    browser,
    user,
  }) => {
    test.slow(); // two sessions and a download
    // The user pays for a custom CV by card: on the card page, SSLCommerz's IPN settles it.
    const customer = await browser.newPage();
    const signedIn = await signInThroughApi(customer, user);
    const created = await customer.request.post('/api/user/card/create-payment', {
      data: { purpose: 'custom_cv' },
      headers: { Authorization: `Bearer ${signedIn.token}` },
    });
    expect(created.ok()).toBe(true);
    const { payment_url: paymentUrl, paymentID } = (await created.json()) as {
      payment_url: string;
      paymentID: string;
    };
    await customer.goto(paymentUrl);
    await customer.getByLabel('Card number').fill(SSLCOMMERZ_SANDBOX_CARDS.paying);
    await customer.getByLabel('Expiry (MM/YY)').fill('12/39');
    await customer.getByLabel('CVC').fill('123');
    await customer.getByRole('button', { name: 'Pay' }).click();
    await expect(customer.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();

    await signInThroughApi(page, adminAccount(), 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL('/admin/payments');
    await page.getByLabel('Search').fill(paymentID);
    // The search is in the address, so a link shares the view.
    await expect(page).toHaveURL(new RegExp(`q=${paymentID}`));
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: paymentID });
    await expect(row).toContainText('Rumana Haque');
    await expect(row).toContainText('Card');
    await expect(row).toContainText('Sandbox');
    await expect(row).toContainText('Paid');

    await row.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund payment ${paymentID}` });
    await expect(dialog).toContainText('The money goes back to the payer through Card.');
    await dialog.getByLabel('Amount to refund (৳)').fill('5');
    await dialog.getByLabel('Reason').fill('Goodwill for a slow reply');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status')).toContainText('Refund made.');
    await expect(row).toContainText('৳5 refunded');
    await expect(row).toContainText('Partly refunded');

    // The rest: nothing is left paid, and the unused tailoring credit is taken back.
    await row.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByLabel('Amount to refund (৳)')).toHaveValue('15');
    await dialog.getByLabel('Reason').fill('The customer asked to cancel');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(row).toContainText('৳20 refunded');
    await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

    await page.getByLabel('Status').selectOption('Refunded');
    await expect(table.getByRole('row').filter({ hasText: paymentID })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await fs.readFile(file, 'utf8');
    expect(csv.startsWith('\uFEFFDate (Dhaka),Invoice ID,')).toBe(true);
    expect(csv).toContain(`${paymentID},`);
    expect(csv).toContain(',card,Sandbox,"Completed, refunded",20.00,20.00');

    await customer.goto('/dashboard/settings');
    await customer.getByRole('tab', { name: 'Billing & Payments' }).click();
    const billed = customer.getByRole('table').getByRole('row').filter({ hasText: paymentID });
    await expect(billed).toContainText('Refunded');

    // The receipt: what was paid, how, when, and what came back; then the same in Bangla.
    const readReceipt = async (name: string) => {
      const receipt = customer.waitForEvent('download');
      await billed.getByRole('button', { name }).click();
      const saved = await (await receipt).path();
      return execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    };
    const english = await readReceipt(`Download the receipt of ${paymentID}`);
    for (const fact of [
      'Payment receipt',
      paymentID,
      'Rumana Haque',
      'Custom CV for Job',
      '৳20',
      'Card (SSLCommerz)',
      'Refunded on',
      'no real money moved',
    ]) {
      expect(english).toContain(fact);
    }
    await customer.getByRole('button', { name: 'বাংলা' }).click();
    const bangla = await readReceipt(`${paymentID}-এর রসিদ ডাউনলোড করুন`);
    // pdftotext splits some Bengali clusters with spaces; whole words are checked.
    expect(bangla).toContain('রসিদ');
    expect(bangla).toContain('ধন্যবাদ');
    expect(bangla).toContain('৳২০');
  });

  test('bKash and Nagad: a cancel takes nothing, a replayed return pays once, and each is refunded its own way', async ({
    page,
    browser,
    user,
  }) => {
    test.slow(); // three checkouts and two refunds
    const signedIn = await signInThroughApi(page, user);

    // Nagad: the payer cancels on Nagad's page; nothing is taken.
    await startPayment(page, signedIn.token, 'nagad');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Failed!' })).toContainText(
      'Payment was cancelled.',
    );
    // Then pays; the browser comes back twice (a reload of Nagad's return): paid once.
    await startPayment(page, signedIn.token, 'nagad');
    await page.getByLabel('Nagad account number').fill(NAGAD_SANDBOX_PAYER.wallet);
    await page.getByLabel('PIN').fill(NAGAD_SANDBOX_PAYER.pin);
    const back = page.waitForRequest((request) =>
      request.url().includes('/api/payments/nagad/callback'),
    );
    await page.getByRole('button', { name: 'Pay' }).click();
    const nagadReturn = (await back).url();
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto(nagadReturn);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();

    // bKash: paid on its checkout, and its return replayed too.
    await startPayment(page, signedIn.token, 'bkash');
    const bkashBack = page.waitForRequest((request) =>
      request.url().includes('/api/payments/bkash/callback'),
    );
    await payOnBkashSandbox(page);
    const bkashReturn = (await bkashBack).url();
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();
    await page.goto(bkashReturn);
    await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toBeVisible();

    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Billing & Payments' }).click();
    const paidRows = page.getByRole('table').getByRole('row').filter({ hasText: 'Paid' });
    await expect(paidRows).toHaveCount(2);

    // Staff: bKash's goes back through bKash; Nagad's API has none, so it is recorded by hand.
    const office = await browser.newPage();
    await signInThroughApi(office, adminAccount(), 'admin');
    await office.goto(`/admin/payments?method=bkash&q=${encodeURIComponent(user.email)}`);
    const bkashRow = office.getByRole('table').getByRole('row').filter({ hasText: 'bKash' });
    await bkashRow.getByRole('button', { name: 'Refund' }).click();
    const bkashDialog = office.getByRole('dialog', { name: /^Refund payment CC-/ });
    await expect(bkashDialog).toContainText('The money goes back to the payer through bKash.');
    await bkashDialog.getByLabel('Reason').fill('Bought by mistake');
    await bkashDialog.getByRole('button', { name: 'Refund' }).click();
    await expect(office.getByRole('status')).toContainText('Refund made.');
    await expect(bkashRow).toContainText('৳20 refunded');

    await office.goto(`/admin/payments?method=nagad&q=${encodeURIComponent(user.email)}`);
    const nagadRows = office.getByRole('table').getByRole('row').filter({ hasText: 'Nagad' });
    const paidNagad = nagadRows.filter({ hasText: 'Paid' });
    await expect(paidNagad).toHaveCount(1);
    await paidNagad.getByRole('button', { name: 'Refund' }).click();
    const nagadDialog = office.getByRole('dialog', { name: /^Refund payment CC-/ });
    await expect(nagadDialog).toContainText(
      "Nagad's checkout API has no refunds: send the money back from the merchant account first",
    );
    await nagadDialog.getByLabel('Reason').fill('Sent back from the merchant wallet');
    await nagadDialog.getByRole('button', { name: 'Record refund' }).click();
    await expect(office.getByRole('status')).toContainText('Refund recorded.');
    await expect(paidNagad).toContainText('৳20 refunded');

    await page.reload();
    await page.getByRole('tab', { name: 'Billing & Payments' }).click();
    await expect(
      page.getByRole('table').getByRole('row').filter({ hasText: 'Refunded' }),
    ).toHaveCount(2);
  });
});
