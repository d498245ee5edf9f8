import { PDF_PRIVATE_MESSAGE } from '@careercard/shared/pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocuments } from '../src/infra/db/schema';
import {
  callerOf,
  createTestApp,
  stubPdfRenderer,
  type TestAccount,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let staff: TestAccount;
beforeAll(async () => {
  t = await createTestApp(
    { PRINT_BASE_URL: 'http://127.0.0.1:9' },
    { pdfRenderer: stubPdfRenderer },
  );
  staff = await t.asAdmin(['manage_users']);
});
afterAll(() => t.close());

const NID = '19907512345678901';
const BIRTH = '1990-07-15';
const bioData = {
  nameBn: 'ফারহানা ইয়াসমিন',
  nameEn: 'Farhana Yasmin',
  fatherName: 'Abdul Karim Sarder',
  motherName: 'Rokeya Begum',
  dateOfBirth: BIRTH,
  nid: NID,
  religion: 'Islam',
  maritalStatus: 'Single',
  nationality: 'Bangladeshi',
  presentAddress: 'House 12, Road 4, Shantinagar',
  permanentAddress: 'Village Char Kalia, Nolchira',
};
const cvData = {
  personal: {
    name: 'Farhana Yasmin',
    title: 'Accounts Officer',
    email: 'farhana.yasmin@example.com',
    phone: '01712-000111',
  },
  bioData,
};

/** A user with a CV holding every bio-data field, and a session of staff signed in as them. */
async function userWithBioData() {
  const owner = await t.asUser({ name: 'Farhana Yasmin' });
  const created = await call('POST', '/api/user/cvs', owner, { data: cvData });
  expect(created.status).toBe(201);
  const login = await call('POST', `/api/admin/users/${owner.id}/impersonate`, staff);
  expect(login.status).toBe(200);
  const token = login.body.data.user.token as string;
  const asStaff: TestAccount = { ...owner, token, headers: { authorization: `Bearer ${token}` } };
  return { owner, asStaff, cv: created.body.data as Json };
}

const withoutPrivate = (text: string) => !text.includes(NID) && !text.includes(BIRTH);

describe('the NID and date of birth of a CV (issue 44)', () => {
  it('are withheld from staff signed in as the user, who see every other detail', async () => {
    const { owner, asStaff, cv } = await userWithBioData();
    const { nid: _nid, dateOfBirth: _birth, ...shared } = bioData;

    const seen = await call('GET', `/api/user/cvs/${cv.id}`, asStaff);
    expect(seen.status).toBe(200);
    expect(seen.body.data.data.bioData).toEqual(shared);
    const preview = await call('GET', `/api/user/cv/${owner.id}?cvId=${cv.id}`, asStaff);
    expect(preview.body.cvData.bioData).toEqual(shared);
    const copy = await call('POST', `/api/user/cvs/${cv.id}/duplicate`, asStaff);
    expect(copy.status).toBe(201);
    expect(copy.body.data.data.bioData).toEqual(shared);

    // The owner sees them, in the CV and in its copy.
    expect((await call('GET', `/api/user/cvs/${cv.id}`, owner)).body.data.data.bioData).toEqual(
      bioData,
    );
    const ownCopy = await call('GET', `/api/user/cvs/${copy.body.data.id}`, owner);
    expect(ownCopy.body.data.data.bioData).toEqual(bioData);
    const ownPreview = await call('GET', `/api/user/cv/${owner.id}?cvId=${cv.id}`, owner);
    expect(ownPreview.body.cvData.bioData).toEqual(bioData);
  });

  it('stay as they are when staff save the CV, whatever the save says of them', async () => {
    const { owner, asStaff, cv } = await userWithBioData();
    const { nid: _nid, dateOfBirth: _birth, ...shared } = bioData;

    const edited = await call('PUT', `/api/user/cvs/${cv.id}`, asStaff, {
      version: cv.version,
      data: { ...cvData, bioData: { ...shared, fatherName: 'Abdul Karim' } },
    });
    expect(edited.status).toBe(200);
    const changed = await call('PUT', `/api/user/cvs/${cv.id}`, asStaff, {
      version: edited.body.data.version,
      data: { ...cvData, bioData: { ...shared, nid: '1234567890', dateOfBirth: '2001-01-01' } },
    });
    expect(changed.status).toBe(200);
    const cleared = await call('PUT', `/api/user/cvs/${cv.id}`, asStaff, {
      version: changed.body.data.version,
      data: { personal: cvData.personal },
    });
    expect(cleared.status).toBe(200);
    const stored = await call('GET', `/api/user/cvs/${cv.id}`, owner);
    expect(stored.body.data.data.bioData).toEqual({ nid: NID, dateOfBirth: BIRTH });

    // A stale save from staff is a conflict, as any other.
    const stale = await call('PUT', `/api/user/cvs/${cv.id}`, asStaff, {
      version: cv.version,
      data: { personal: cvData.personal },
    });
    expect(stale.status).toBe(409);

    // A CV staff create holds none: they cannot set them.
    const made = await call('POST', '/api/user/cvs', asStaff, { data: cvData });
    const mine = await call('GET', `/api/user/cvs/${made.body.data.id}`, owner);
    expect(mine.body.data.data.bioData).toEqual(shared);
  });

  it('are cleared by the owner in one save, with the rest of the details', async () => {
    const { owner, cv } = await userWithBioData();
    const cleared = await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { personal: cvData.personal },
    });
    expect(cleared.status).toBe(200);
    const stored = await call('GET', `/api/user/cvs/${cv.id}`, owner);
    expect(stored.body.data.data.bioData).toBeUndefined();
  });

  it("are in no answer of the V-Card's or of the back office's", async () => {
    const { owner, cv } = await userWithBioData();
    const published = await call('PUT', '/api/user/vcard', owner, {
      cvId: cv.id,
      template: 'minimal',
      slug: `farhana-${owner.id}`,
    });
    expect(published.status).toBe(200);
    const slug = published.body.data.slug as string;
    const addresses: [string, TestAccount?][] = [
      ['/api/user/vcard', owner],
      [`/api/vcards/${slug}`],
      [`/api/vcards/${slug}/contact.vcf`],
      [`/api/admin/manage/user?search=${encodeURIComponent(owner.email)}`, staff],
      ['/api/admin/users/export', staff],
    ];
    const answers = [];
    for (const [url, who] of addresses) {
      const answer = await t.app.inject({ url, ...(who ? { headers: who.headers } : {}) });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(withoutPrivate(answer.body), url).toBe(true);
      answers.push(answer.body);
    }
    // The public card shows none of the bio-data at all.
    expect(answers[1]).not.toContain(bioData.fatherName);
    // The search did find the user: the answer was about them.
    expect(answers[3]).toContain(owner.email);
  });

  it("are withheld from staff in the CV's versions too (issue 45)", async () => {
    const { owner, asStaff, cv } = await userWithBioData();
    const saved = await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { ...cvData, personal: { ...cvData.personal, title: 'Senior Accounts Officer' } },
      reason: 'ai',
    });
    expect(saved.status).toBe(200);
    const [kept] = (await call('GET', `/api/user/cvs/${cv.id}/versions`, asStaff)).body.data
      .versions as Json[];
    const seen = await call('GET', `/api/user/cvs/${cv.id}/versions/${kept!.id}`, asStaff);
    expect(seen.status).toBe(200);
    expect(seen.body.data.data.bioData.fatherName).toBe(bioData.fatherName);
    expect(withoutPrivate(JSON.stringify(seen.body))).toBe(true);
    const own = await call('GET', `/api/user/cvs/${cv.id}/versions/${kept!.id}`, owner);
    expect(own.body.data.data.bioData.nid).toBe(NID);
  });

  it('keep staff from the PDF that may show them, not from one that cannot', async () => {
    const { owner, asStaff, cv } = await userWithBioData();
    const paid = { userId: owner.id, fileName: 'Farhana-Yasmin.pdf', pricePoisha: 3000 };
    const [record] = await t.db
      .insert(pdfDocuments)
      .values({ ...paid, cvId: cv.id, status: 'Paid', paidAt: new Date() })
      .returning();
    const url = `/api/user/cv/${record!.id}/download-pdf`;

    const refused = await call('GET', url, asStaff);
    expect(refused).toEqual({ status: 403, body: { message: PDF_PRIVATE_MESSAGE } });
    // The owner downloads it (printed now, and kept).
    const own = await t.app.inject({ url, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');

    // Once the owner removes them, the file printed before still holds them: still refused.
    const { nid: _nid, dateOfBirth: _birth, ...shared } = bioData;
    const saved = await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { ...cvData, bioData: shared },
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', url, asStaff)).status).toBe(403);

    // A PDF of the CV as it is now, with none of them, staff may download.
    const [fresh] = await t.db
      .insert(pdfDocuments)
      .values({ ...paid, cvId: cv.id, status: 'Paid', paidAt: new Date() })
      .returning();
    const allowed = await t.app.inject({
      url: `/api/user/cv/${fresh!.id}/download-pdf`,
      headers: asStaff.headers,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
