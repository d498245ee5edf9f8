import type { CvRecord } from '@careercard/shared/cv-api';
import { toCvFile } from '@careercard/shared/cv-file';
import { toJsonResume } from '@careercard/shared/json-resume';
import type { NfcOrder } from '@careercard/shared/nfc';
import type { PaymentHistoryRow } from '@careercard/shared/payments';
import { finalSlug } from '@careercard/shared/slug';
import type { VcardContact } from '@careercard/shared/vcard-contacts';
import type { MyVcard } from '@careercard/shared/vcards';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { users } from '../../infra/db/schema';

/** Bangladesh keeps UTC+6 all year: the file is named after the day it is there. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

const README = `Your CareerCard data
====================

account.json                  Your account: name, e-mail, mobile number, language and when it
                              was created. Your password is not included (we keep only a
                              one-way hash of it).
cvs/<name>.careercard.json    Each CV in CareerCard's own format. Import it again from
                              My CVs to get the CV back as it is.
cvs/<name>.json-resume.json   Each CV as a JSON Resume (https://jsonresume.org), which other
                              CV tools can read.
vcard.json                    Your V-Card: its link, template, whether it is published and how
                              often it was viewed (only if you made one).
vcard-contacts.json           The contacts visitors of your V-Card shared with you (only if
                              there are some).
payments.json                 Your payments: date, what was bought, amount in taka, status and
                              invoice number.
nfc-orders.json               Your NFC card orders with their delivery address and every
                              status they went through.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** File names from CV names: "Nadia Rahman CV" is nadia-rahman-cv; two alike get -2, -3 … */
function uniqueNames(cvs: CvRecord[]): string[] {
  const taken = new Map<string, number>();
  return cvs.map((cv) => {
    const base = finalSlug(cv.name).slice(0, 60) || 'cv';
    const seen = (taken.get(base) ?? 0) + 1;
    taken.set(base, seen);
    return seen === 1 ? base : `${base}-${seen}`;
  });
}

/** The ZIP of "Download my data": small JSON files, built in memory. */
export function buildDataExport(input: {
  user: typeof users.$inferSelect;
  cvs: CvRecord[];
  vcard: MyVcard | null;
  vcardContacts: VcardContact[];
  payments: PaymentHistoryRow[];
  nfcOrders: NfcOrder[];
  at: Date;
}): { fileName: string; bytes: Uint8Array } {
  const { user } = input;
  const cvFiles: Zippable = {};
  uniqueNames(input.cvs).forEach((name, index) => {
    const cv = input.cvs[index]!;
    cvFiles[`cvs/${name}.careercard.json`] = json(toCvFile(cv.name, cv.data, cv.templateName));
    cvFiles[`cvs/${name}.json-resume.json`] = json(toJsonResume(cv.data));
  });
  const files: Zippable = {
    'README.txt': strToU8(README),
    'account.json': json({
      name: user.name,
      email: user.email,
      phone: user.phone,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
      exportedAt: input.at.toISOString(),
    }),
    ...cvFiles,
    ...(input.vcard ? { 'vcard.json': json(input.vcard) } : {}),
    ...(input.vcardContacts.length > 0 ? { 'vcard-contacts.json': json(input.vcardContacts) } : {}),
    'payments.json': json(input.payments),
    'nfc-orders.json': json(input.nfcOrders),
  };
  const day = new Date(input.at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
  return { fileName: `careercard-data-${day}.zip`, bytes: zipSync(files, { mtime: input.at }) };
}
