import {
  lookJson,
  modernLook,
  parseVcardLook,
  VCARD_LOOK_MAX_BYTES,
  type VcardLook,
} from '@careercard/shared/vcard-look';
import {
  VCARD_TEMPLATE_FILE_TYPE_MESSAGE,
  VCARD_TEMPLATE_REQUIRED_MESSAGE,
  VCARD_TEMPLATE_TOO_LARGE_MESSAGE,
  vcardTemplateStatuses,
  type AdminVcardTemplate,
  type VcardTemplateStatus,
} from '@careercard/shared/vcard-templates';
import { Download, FileJson } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { describeError, saveFile } from '@/lib/api-client';
import { localizeMessage } from '@/lib/i18n';
import { useCreateVcardTemplate } from '../api/create-vcard-template';
import { useUpdateVcardTemplate } from '../api/update-vcard-template';

const isJsonFile = (file: File) =>
  file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');

/** Modern's file: a complete template to start from. */
const downloadExample = () =>
  saveFile(
    new Blob([lookJson(modernLook)], { type: 'application/json' }),
    'vcard-template-example.json',
  );

/**
 * Add or edit a V-Card template: a name, an optional thumbnail and the JSON file of its look
 * (admin spec: a .json file, which must parse; the name is taken from the file). A file that
 * fails is dropped, with the reason, which Save repeats rather than saving without it.
 */
export function VcardTemplateFormDialog({
  template,
  onClose,
  preview,
}: {
  /** The template to edit; null to add one. */
  template: AdminVcardTemplate | null;
  onClose: () => void;
  /** Draws a look small, as the card will show. */
  preview: (look: VcardLook) => ReactNode;
}) {
  const { t } = useTranslation();
  const create = useCreateVcardTemplate();
  const update = useUpdateVcardTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const statusId = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [thumbnailUrl, setThumbnailUrl] = useState(template?.thumbnailUrl ?? '');
  const [status, setStatus] = useState<VcardTemplateStatus>(template?.status ?? 'Enabled');
  /** A newly chosen file: its name, text and look. */
  const [file, setFile] = useState<{ name: string; text: string; look: VcardLook } | null>(null);
  /** Why the file chosen last was dropped (shared rules, in English). */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  /** Save was pressed: from then on a blank required field is called out. */
  const [submitted, setSubmitted] = useState(false);
  /** The server's answer to the last Save, until the next one. */
  const [refused, setRefused] = useState<string | null>(null);
  const look = file?.look ?? template?.look;
  const jsonContent = file?.text ?? template?.jsonContent;
  const blank = !name.trim() || !jsonContent;
  // Said from the form as it is now, so a message never outlives what it was about.
  const problem =
    refused ??
    (fileProblem ? localizeMessage(fileProblem) : null) ??
    (submitted && blank ? localizeMessage(VCARD_TEMPLATE_REQUIRED_MESSAGE) : null);

  const drop = (reason: string) => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    setFileProblem(reason);
  };

  const choose = async (chosen: File | undefined) => {
    setRefused(null);
    setFileProblem(null);
    if (!chosen) return setFile(null);
    if (!isJsonFile(chosen)) return drop(VCARD_TEMPLATE_FILE_TYPE_MESSAGE);
    if (chosen.size > VCARD_LOOK_MAX_BYTES) return drop(VCARD_TEMPLATE_TOO_LARGE_MESSAGE);
    const text = await chosen.text();
    const parsed = parseVcardLook(text);
    if (!parsed.success) return drop(parsed.problem);
    setFile({ name: chosen.name, text, look: parsed.look });
    setName(parsed.look.name);
  };

  const submit = () => {
    setSubmitted(true);
    setRefused(null);
    // A dropped file is not saved around: its reason stays said until another file is chosen.
    if (fileProblem || blank) return;
    const fields = { name, thumbnailUrl: thumbnailUrl.trim() || null, status };
    const onError = (error: Error) =>
      setRefused(describeError(error, t('vcardTemplates.saveFailed')));
    if (template) {
      update.mutate(
        { id: template.id, body: { ...fields, ...(file ? { jsonContent: file.text } : {}) } },
        { onSuccess: onClose, onError },
      );
    } else {
      create.mutate({ ...fields, jsonContent }, { onSuccess: onClose, onError });
    }
  };

  return (
    <FormDialog
      title={template ? t('vcardTemplates.edit') : t('vcardTemplates.add')}
      problem={problem}
      busy={create.isPending || update.isPending}
      submitLabel={t('vcardTemplates.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div>
        <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('vcardTemplates.file')}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p className="mt-1.5 text-xs text-slate-500">
          {template ? t('vcardTemplates.fileKeep') : t('vcardTemplates.fileHint')}{' '}
          <button
            type="button"
            onClick={downloadExample}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Download className="size-3.5" aria-hidden />
            {t('vcardTemplates.example')}
          </button>
        </p>
      </div>
      {look && (
        <div className="flex items-center gap-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <div className="w-28 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200">
            {preview(look)}
          </div>
          <div className="min-w-0 text-sm text-slate-700">
            <p className="flex items-center gap-1.5 font-medium break-all text-slate-900">
              <FileJson className="size-4 shrink-0 text-brand-700" aria-hidden />
              {file ? file.name : t('vcardTemplates.currentFile')}
            </p>
            <p className="mt-1">
              {t('vcardTemplates.lookSummary', {
                layout: t(`vcardTemplates.layouts.${look.layout}`),
                font: t(`vcardTemplates.fonts.${look.font}`),
              })}
            </p>
          </div>
        </div>
      )}
      <TextField
        label={t('vcardTemplates.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('vcardTemplates.thumbnail')}
        value={thumbnailUrl}
        placeholder="https://"
        maxLength={2048}
        onChange={(event) => setThumbnailUrl(event.target.value)}
      />
      <div>
        <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('vcardTemplates.status')}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(event.target.value as VcardTemplateStatus)}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
        >
          {vcardTemplateStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`vcardTemplates.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </FormDialog>
  );
}
