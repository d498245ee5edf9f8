import {
  CV_TEMPLATE_MAX_BYTES,
  CV_TEMPLATE_REQUIRED_MESSAGE,
  CV_TEMPLATE_TOO_LARGE_MESSAGE,
  checkTemplateJson,
  layoutNameOf,
  templateStatuses,
  type AdminCvTemplate,
  type TemplateStatus,
} from '@careercard/shared/cv-templates-admin';
import { FileJson } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { FieldError } from '@/components/ui/field-error';
import { ApiError, describeError } from '@/lib/api-client';
import { localizeMessage } from '@/lib/i18n';
import { useSaveCvTemplate } from '../api/save-cv-template';

type Field = 'name' | 'thumbnail_url' | 'json_content' | 'status';
type FieldErrors = Partial<Record<Field, string>>;

/** The JSON the template will be saved with: the uploaded file's, or the one it has. */
interface Json {
  text: string;
  /** The uploaded file's name; null for the JSON the template already has. */
  fileName: string | null;
}

/**
 * Add or edit a CV template (admin spec §5): a name and a JSON layout file are required
 * ('Please fill all required fields.'); a file that does not parse shows 'Invalid JSON' and is
 * dropped, as is one that is no layout, with what is wrong; a valid file names the template
 * after its `name` field. The thumbnail URL is optional: left empty, the server draws one from
 * the template.
 */
export function CvTemplateFormDialog({
  template,
  onClose,
}: {
  /** The template to edit; null to add one. */
  template: AdminCvTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCvTemplate();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), fileHint: useId(), status: useId(), thumbHint: useId() };
  const [name, setName] = useState(template?.name ?? '');
  // A picture the server drew is made again when the field is left empty.
  const [thumbnailUrl, setThumbnailUrl] = useState(
    template && !template.thumbnail_generated ? (template.thumbnail_url ?? '') : '',
  );
  const [status, setStatus] = useState<TemplateStatus>(template?.status ?? 'Enabled');
  const [json, setJson] = useState<Json | null>(
    template?.json_content ? { text: template.json_content, fileName: null } : null,
  );
  /** Why the file chosen last was dropped (shared rules, in English). */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  /** Save was pressed: from then on a blank required field is called out. */
  const [submitted, setSubmitted] = useState(false);
  /** The server's answer to the last Save, until something is changed. */
  const [refused, setRefused] = useState<{ message: string; fields: FieldErrors } | null>(null);

  // Said from the form as it is now, so a message never outlives what it was about; a dropped
  // file's reason stays under the field rather than 'required'.
  const missing = {
    name: submitted && name.trim() === '',
    file: submitted && !json && !fileProblem,
  };
  const errors: FieldErrors = { ...refused?.fields };
  if (missing.name) errors.name = t('admin.cvTemplates.nameRequired');
  if (fileProblem) errors.json_content = fileProblem;
  else if (missing.file) errors.json_content = t('admin.cvTemplates.fileRequired');
  const problem =
    refused?.message ??
    (missing.name || missing.file ? localizeMessage(CV_TEMPLATE_REQUIRED_MESSAGE) : null);
  /** A change makes the server's verdict on what was sent old news. */
  const changed = () => setRefused(null);

  const dropFile = (message: string) => {
    if (fileInput.current) fileInput.current.value = '';
    setJson(template?.json_content ? { text: template.json_content, fileName: null } : null);
    setFileProblem(message);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    changed();
    setFileProblem(null);
    if (!file) return;
    if (file.size > CV_TEMPLATE_MAX_BYTES) return dropFile(CV_TEMPLATE_TOO_LARGE_MESSAGE);
    const text = await file.text();
    const check = checkTemplateJson(text);
    if (!check.ok) return dropFile(check.message);
    setJson({ text, fileName: file.name });
    const named = layoutNameOf(check.value);
    if (named) setName(named);
  };

  const submit = () => {
    setSubmitted(true);
    changed();
    // A dropped file is not saved around (an edit would keep the old JSON without a word).
    if (name.trim() === '' || !json || fileProblem) return;
    save.mutate(
      {
        ...(template ? { id: template.id } : {}),
        name: name.trim(),
        thumbnail_url: thumbnailUrl.trim(),
        json_content: json.text,
        status,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields: FieldErrors = {};
          if (error instanceof ApiError) {
            for (const [field, messages] of Object.entries(error.errors)) {
              if (['name', 'thumbnail_url', 'json_content', 'status'].includes(field)) {
                fields[field as Field] = messages[0];
              }
            }
          }
          setRefused({ message: describeError(error, t('admin.cvTemplates.saveFailed')), fields });
        },
      },
    );
  };

  return (
    <FormDialog
      title={template ? t('admin.cvTemplates.edit') : t('admin.cvTemplates.add')}
      problem={problem}
      busy={save.isPending}
      submitLabel={t('admin.cvTemplates.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('admin.cvTemplates.name')}
        value={name}
        maxLength={120}
        required
        error={errors.name}
        onChange={(event) => {
          changed();
          setName(event.target.value);
        }}
      />
      <div>
        <TextField
          label={t('admin.cvTemplates.thumbnail')}
          value={thumbnailUrl}
          placeholder="https://"
          maxLength={2048}
          inputMode="url"
          error={errors.thumbnail_url}
          {...(errors.thumbnail_url ? {} : { 'aria-describedby': ids.thumbHint })}
          onChange={(event) => {
            changed();
            setThumbnailUrl(event.target.value);
          }}
        />
        {!errors.thumbnail_url && (
          <p id={ids.thumbHint} className="mt-1.5 text-xs text-slate-500">
            {t('admin.cvTemplates.thumbnailHint')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.file} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('admin.cvTemplates.file')}
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          accept=".json,application/json"
          aria-invalid={errors.json_content ? true : undefined}
          aria-describedby={ids.fileHint}
          onChange={(event) => void readFile(event)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <div id={ids.fileHint} className="mt-1.5 space-y-1 text-xs">
          {errors.json_content ? (
            <FieldError message={errors.json_content} className="mt-0" />
          ) : (
            <p className="text-slate-500">{t('admin.cvTemplates.fileHint')}</p>
          )}
          {json && (
            <p className="flex items-center gap-1.5 text-slate-700">
              <FileJson className="size-4 text-brand-600" aria-hidden />
              {json.fileName
                ? t('admin.cvTemplates.fileReady', { file: json.fileName })
                : t('admin.cvTemplates.fileKept')}
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={ids.status} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('admin.cvTemplates.status')}
        </label>
        <select
          id={ids.status}
          value={status}
          onChange={(event) => {
            changed();
            setStatus(event.target.value as TemplateStatus);
          }}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          {templateStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`admin.cvTemplates.statuses.${value}`)}
            </option>
          ))}
        </select>
        <FieldError message={errors.status} />
      </div>
    </FormDialog>
  );
}
