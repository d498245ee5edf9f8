import { sampleCv } from '@careercard/shared/cv-sample';
import {
  adminAccount,
  createCvThroughApi,
  expect,
  payOnBkashSandbox,
  signInThroughApi,
  test,
} from './fixtures';

test('Monthly Subscription: on sale once Active, paid on bKash, then PDFs download without paying each', async ({
  page,
  request,
  user,
}) => {
  test.slow(); // a payment and a real print in one flow
  const admin = await request.post('/api/admin/login', {
    data: { email: adminAccount().email, password: adminAccount().password },
  });
  const asAdmin = {
    authorization: `Bearer ${((await admin.json()) as { data: { user: { token: string } } }).data.user.token}`,
  };
  const list = await request.get('/api/admin/packages', { headers: asAdmin });
  const { data: packages } = (await list.json()) as {
    data: Array<{ id: number; code: string | null }>;
  };
  const subscription = packages.find((item) => item.code === 'subscription')!;
  const setStatus = (status: 'Active' | 'Inactive') =>
    request.put(`/api/admin/packages/${subscription.id}`, { data: { status }, headers: asAdmin });
  expect((await setStatus('Active')).ok()).toBe(true);

  try {
    const signedIn = await signInThroughApi(page, user);
    const cv = await createCvThroughApi(page.request, signedIn, {
      name: 'Subscriber CV',
      data: { ...sampleCv, personal: { ...sampleCv.personal, phone: '' } },
    });
    await page.goto('/dashboard');
    const offer = page.getByRole('region', { name: 'Monthly Subscription' });
    await expect(offer).toContainText('৳150 for 30 days');
    await offer.getByRole('button', { name: 'Subscribe for ৳150' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete Your Payment' });
    await expect(payment).toContainText('Monthly Subscription (30 days)');
    await payment.getByRole('button', { name: 'Pay ৳150' }).click();
    await payOnBkashSandbox(page);

    const result = page.getByRole('dialog', { name: 'Payment Successful!' });
    await expect(result).toContainText(/Your Monthly Subscription runs until \d+ \w+ \d{4}/);
    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Unlimited')).toBeVisible();
    await expect(page.getByText(/Monthly Subscription until .* \(30 days left\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add 30 days' })).toBeVisible();

    // Save & Download: no payment dialog, the PDF comes at once.
    await page.goto(`/dashboard/my-cvs/${cv.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save & Download' }).click();
    expect((await download).suggestedFilename()).toBe('Subscriber-CV.pdf');
    await expect(page.getByRole('dialog', { name: 'Complete Your Payment' })).toHaveCount(0);

    await page.goto('/dashboard/pdf-management');
    const row = page.getByRole('row', { name: /Subscriber-CV\.pdf/ });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Subscription');
  } finally {
    await setStatus('Inactive');
  }
});
