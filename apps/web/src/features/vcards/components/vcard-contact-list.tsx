import type { VcardContact } from '@careercard/shared/vcard-contacts';
import { Download, Mail, Phone, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner, StatusMessage } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import {
  downloadVcardContacts,
  useDeleteVcardContact,
  useVcardContacts,
} from '../api/vcard-contacts';

/** My V-Card: the contacts visitors shared through the card, to download or delete. */
export function VcardContactList() {
  const { t } = useTranslation();
  const contacts = useVcardContacts();
  const remove = useDeleteVcardContact();
  const [deleting, setDeleting] = useState<VcardContact | null>(null);
  const [downloading, setDownloading] = useState<'vcf' | 'csv' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (format: 'vcf' | 'csv') => {
    setDownloading(format);
    setProblem(null);
    try {
      await downloadVcardContacts(format);
    } catch (error) {
      setProblem(describeError(error, t('vcard.contacts.downloadFailed')));
    } finally {
      setDownloading(null);
    }
  };

  const pages = contacts.data?.pages ?? [];
  const list = pages.flatMap((page) => page.contacts);
  const total = pages[0]?.total ?? 0;
  return (
    <section
      aria-labelledby="vcard-contacts-title"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="vcard-contacts-title" className="text-lg font-semibold text-slate-900">
            {t('vcard.contacts.title')}
            {total > 0 && (
              <span className="ml-2 text-base font-normal text-slate-500">
                ({formatNumber(total)})
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('vcard.contacts.intro')}</p>
        </div>
        {total > 0 && (
          <div className="flex shrink-0 gap-2">
            {(['vcf', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                disabled={downloading !== null}
                onClick={() => void download(format)}
              >
                {downloading === format ? (
                  <Spinner className="size-4" />
                ) : (
                  <Download className="size-4" aria-hidden />
                )}
                {t(`vcard.contacts.${format}`)}
              </Button>
            ))}
          </div>
        )}
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {contacts.isPending ? (
        <StatusMessage busy text={t('vcard.contacts.loading')} />
      ) : contacts.isError ? (
        <ErrorAlert>{describeError(contacts.error, t('vcard.contacts.loadFailed'))}</ErrorAlert>
      ) : list.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <UsersRound className="size-5 shrink-0 text-slate-400" aria-hidden />
          {t('vcard.contacts.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {list.map((contact) => (
            <li key={contact.id} className="flex items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">{contact.name}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                  {contact.phone && (
                    <a
                      href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                      className="inline-flex items-center gap-1 hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden />
                      {contact.phone}
                    </a>
                  )}
                  {contact.email && (
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex items-center gap-1 break-all hover:underline"
                    >
                      <Mail className="size-3.5" aria-hidden />
                      {contact.email}
                    </a>
                  )}
                </p>
                {contact.note && (
                  <p className="mt-1 whitespace-pre-line text-slate-600">{contact.note}</p>
                )}
                <p className="mt-1 text-xs text-slate-500">
                  {t('vcard.contacts.sharedAt', { when: formatDateTime(contact.createdAt) })}
                </p>
              </div>
              <Button
                variant="ghost"
                className="w-11 shrink-0 px-0"
                aria-label={t('vcard.contacts.delete', { name: contact.name })}
                onClick={() => setDeleting(contact)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {contacts.hasNextPage && (
        <Button
          variant="outline"
          disabled={contacts.isFetchingNextPage}
          onClick={() => void contacts.fetchNextPage()}
        >
          {contacts.isFetchingNextPage && <Spinner className="size-4" />}
          {t('vcard.contacts.more')}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('vcard.contacts.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={t('vcard.contacts.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              setProblem(describeError(error, t('vcard.contacts.deleteFailed')));
            },
          })
        }
      />
    </section>
  );
}
