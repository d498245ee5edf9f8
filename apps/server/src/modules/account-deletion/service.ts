import { USER_NOT_FOUND_MESSAGE } from '@careercard/shared/admin-users';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import {
  analyses,
  nfcOrders,
  otpCodes,
  outbox,
  passwordLinks,
  payments,
  pdfDocuments,
  users,
} from '../../infra/db/schema';
import type { JobQueue } from '../../infra/queue/queue';
import type { Storage } from '../../infra/storage/storage';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditService } from '../audit/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

/** Orders paid for and not yet with the courier: their address is still needed. */
const ORDERS_IN_PROGRESS = ['Paid', 'Accepted', 'Printing', 'Courier Booking'] as const;

/** The back office's refusal (User Management, Staff Management). */
const backOfficeRefusal = (codes: string) =>
  `This user has an NFC card order on its way (${codes}). Hand it to the courier before deleting the account.`;

/** Where an account's files are kept: CV photos, the profile photo, printed PDFs. */
const fileFolders = (id: number) => [`photos/${id}`, `avatars/${id}`, `pdfs/${id}`];

/** How one path closes an account: its own refusals, its words, and the audit entry. */
interface Closing {
  /** Runs first, inside the transaction: throws to refuse (a staff member's rules). */
  refuse?: (tx: Tx) => Promise<void>;
  /** The refusal when an NFC card order still needs the account's address; the back office's by default. */
  ordersOnTheirWay?: (codes: string) => string;
  audit: {
    action: string;
    /** Who closed it; the account's own id when its holder did (the entry then names no actor). */
    actorUserId: number;
    ip?: string | undefined;
    details?: Record<string, unknown>;
  };
}

/**
 * Closing an account, the one way every path does it (the user's own Delete my account, User
 * Management's Delete, removing a staff member). What refers to the account:
 *
 * kept, without the person (accounting and statistics):
 * - payments: no longer the account's, nor its PDF's; a download's file name, a tailored CV and
 *   its key go; a payment not completed yet is cancelled, so a late return from bKash takes no money
 * - nfc_orders (and their nfc_order_events): name and address blanked; one still to be handed to
 *   the courier needs them, so the account cannot close until it is
 * - analyses: counts with no text, no longer the account's
 * - audit_logs: the account's own entries lose their actor (the foreign key); entries about it stay
 * - blog_posts: a staff author's posts keep the name printed on them (the foreign key)
 *
 * removed:
 * - pdf_documents and their files; cvs (with cv_print_tokens and cv_versions); vcards; the CV
 *   photos and profile photo in Storage
 * - access_tokens (its sessions, and those a staff member opened as a user), password_links,
 *   trusted_devices, otp_codes
 * - outbox: the messages sent to its e-mail addresses, and to its phone numbers unless another
 *   account uses that number too
 */
export function createAccountDeletionService(deps: {
  db: Db;
  storage: Storage;
  queue: Pick<JobQueue, 'send'>;
  audit: AuditService;
  logger: FastifyBaseLogger;
}) {
  const { db, storage, queue, audit, logger } = deps;

  /** The account's files; throws when Storage fails, so the queued job tries again. */
  async function removeFiles(id: number): Promise<void> {
    for (const folder of fileFolders(id)) await storage.deleteFolder(folder);
  }

  /** The outbox's messages to the account's addresses (see above for shared phone numbers). */
  async function forgetMessages(tx: Tx, account: typeof users.$inferSelect) {
    const changes = await tx
      .select({ email: passwordLinks.newEmail })
      .from(passwordLinks)
      .where(and(eq(passwordLinks.userId, account.id), isNotNull(passwordLinks.newEmail)));
    const emails = [account.email, ...changes.map((link) => link.email!.toLowerCase())];
    const codes = await tx
      .selectDistinct({ phone: otpCodes.phone })
      .from(otpCodes)
      .where(eq(otpCodes.userId, account.id));
    const phones = [...new Set([account.phone, ...codes.map((code) => code.phone)])].filter(
      (phone): phone is string => Boolean(phone),
    );
    const shared =
      phones.length === 0
        ? []
        : await tx
            .select({ phone: users.phone })
            .from(users)
            .where(and(inArray(users.phone, phones), ne(users.id, account.id)))
            .union(
              tx
                .select({ phone: otpCodes.phone })
                .from(otpCodes)
                .where(and(inArray(otpCodes.phone, phones), ne(otpCodes.userId, account.id))),
            );
    const ownPhones = phones.filter((phone) => !shared.some((row) => row.phone === phone));
    await tx
      .delete(outbox)
      .where(
        or(
          and(eq(outbox.channel, 'email'), inArray(sql`lower(${outbox.recipient})`, emails)),
          ownPhones.length > 0
            ? and(eq(outbox.channel, 'sms'), inArray(outbox.recipient, ownPhones))
            : undefined,
        ),
      );
  }

  return {
    /**
     * Closes account `id` as described above, and records who closed whose account. The
     * account's files go once the rest is committed; when Storage fails, a queued job keeps
     * trying. 404 when there is no such account; 409 when an order needs its address.
     */
    async close(id: number, how: Closing): Promise<void> {
      await db.transaction(async (tx) => {
        await how.refuse?.(tx);
        // Locked: a payment or an order started meanwhile waits, then finds no account.
        const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!account) throw notFound(USER_NOT_FOUND_MESSAGE);

        const shipping = await tx
          .select({ code: nfcOrders.code })
          .from(nfcOrders)
          .where(and(eq(nfcOrders.userId, id), inArray(nfcOrders.status, [...ORDERS_IN_PROGRESS])));
        if (shipping.length > 0) {
          const codes = shipping.map((row) => row.code).join(', ');
          throw new AppError(409, (how.ordersOnTheirWay ?? backOfficeRefusal)(codes));
        }
        await tx
          .update(nfcOrders)
          .set({
            userId: null,
            fullName: 'Deleted user',
            addressLine1: '',
            addressLine2: '',
            city: '',
            postalCode: '',
          })
          .where(eq(nfcOrders.userId, id));
        await tx
          .update(payments)
          .set({ status: 'Cancelled', message: 'Payment was cancelled.' })
          .where(and(eq(payments.userId, id), eq(payments.status, 'Initiated')));
        // Detached from the PDFs here, not by the PDFs' foreign key: PostgreSQL checks that
        // key again on a row this transaction changed, and the PDF is gone by then.
        await tx
          .update(payments)
          .set({
            userId: null,
            pdfId: null,
            tailoringKey: null,
            tailoredResult: null,
            // "Single CV Download: Nadia-Rahman-CV.pdf" keeps only what was bought.
            description: sql`case when ${payments.purpose} = 'cv_download'
              then split_part(${payments.description}, ':', 1) else ${payments.description} end`,
          })
          .where(eq(payments.userId, id));
        await tx.update(analyses).set({ userId: null }).where(eq(analyses.userId, id));
        await tx.delete(pdfDocuments).where(eq(pdfDocuments.userId, id));
        await forgetMessages(tx, account);
        // The rest goes with the account through its foreign keys: CVs, V-Card, sessions, links,
        // devices, codes.
        await tx.delete(users).where(eq(users.id, id));

        const { actorUserId, ip, details } = how.audit;
        await audit.record(
          {
            action: how.audit.action,
            // A holder closing their own account is gone by now: the action says who did it.
            actorUserId: actorUserId === id ? null : actorUserId,
            ...(ip ? { ip } : {}),
            targetType: 'user',
            targetId: id,
            details: { name: account.name, email: account.email, ...details },
          },
          tx,
        );
      });
      // Files last: a refused or failed closing must not have lost them.
      await removeFiles(id).catch(async (error: unknown) => {
        logger.warn({ err: error, userId: id }, 'Files of a closed account not removed yet');
        await queue.send('account-files', { userId: id }).catch((queued: unknown) => {
          logger.error({ err: queued, userId: id }, 'Files of a closed account were not removed');
        });
      });
    },

    /** The queue's job: the files of a closed account whose first removal failed. */
    removeFiles,
  };
}
