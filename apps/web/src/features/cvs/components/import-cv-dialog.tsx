import type { CvRecord, CvTemplateSummary } from '@careercard/shared/cv-api';
import { CvImportError, readCvFile } from '@careercard/shared/cv-file';
import { CV_UPLOAD_MAX_MB, cvUploadAccept, isAcceptedCvFile } from '@careercard/shared/upload';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCreateCv } from '../api/create-cv';
import { useParseResume } from '../api/parse-resume';

interface ImportCvDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: CvTemplateSummary[];
  onImported: (cv: CvRecord) => void;
}

/** The most a CV file may weigh: the server takes at most 1 MB of CV data. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * A PDF, Word document or image, for the server's parser. A Word 97-2003 .doc goes there too,
 * to be told what to save it as, rather than that it is no JSON.
 */
const isDocument = (file: File) =>
  isAcceptedCvFile(file) || file.type === 'application/msword' || /\.doc$/i.test(file.name);

/**
 * Import from File: a PDF, Word document or image read by the server's parser, a CareerCard CV
 * file or a JSON Resume becomes a new CV, named after the file's CV or the upload date, and
 * opens in the editor.
 */
export function ImportCvDialog({ open, onOpenChange, templates, onImported }: ImportCvDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCv();
  const parse = useParseResume();
  const input = useRef<HTMLInputElement>(null);
  const [parsing, setParsing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Closing the dialog while a file is read cancels the import: no CV appears afterwards.
  const reading = useRef<AbortController | null>(null);

  const datedName = () => t('cvs.import.name', { date: formatDateTime(new Date()) });

  const fromDocument = async (file: File, signal: AbortSignal) => {
    if (file.size > CV_UPLOAD_MAX_MB * 1024 * 1024) {
      throw new CvImportError(t('upload.tooLarge', { size: CV_UPLOAD_MAX_MB }));
    }
    return { name: datedName(), data: await parse.mutateAsync({ file, signal }), imported: true };
  };

  const fromJson = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) throw new CvImportError(t('cvs.import.tooLarge'));
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      throw new CvImportError(t('cvs.import.notJson'));
    }
    const imported = readCvFile(json);
    const template = templates.find((candidate) => candidate.name === imported.templateName);
    return {
      name: imported.name ?? datedName(),
      data: imported.data,
      imported: true,
      ...(template ? { templateId: template.id } : {}),
    };
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setParsing(true);
    const controller = new AbortController();
    reading.current = controller;
    try {
      const cv = isDocument(file)
        ? await fromDocument(file, controller.signal)
        : await fromJson(file);
      if (controller.signal.aborted) return;
      onImported(await create.mutateAsync(cv));
    } catch (error) {
      if (controller.signal.aborted) return;
      // A clear refusal from the server (type, size, unreadable file) is shown as it is.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setProblem(error.message);
      } else {
        const detail = error instanceof CvImportError ? ` ${error.message}` : '';
        setProblem(`${t('cvs.import.failed')}${detail}`);
      }
    } finally {
      setParsing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reading.current?.abort();
          setProblem(null);
        }
        onOpenChange(next);
      }}
      title={t('cvs.importFromFile')}
      description={t('cvs.import.description')}
    >
      {parsing ? (
        <StatusMessage busy text={t('cvs.import.parsing')} />
      ) : (
        <div
          className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center"
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            void read(event.dataTransfer.files[0]);
          }}
        >
          <FileUp className="size-10 text-brand-600" aria-hidden />
          <Button className="mt-3" onClick={() => input.current?.click()}>
            {t('cvs.import.choose')}
          </Button>
          <p className="mt-3 text-xs text-slate-500">{t('cvs.import.types')}</p>
          <input
            ref={input}
            type="file"
            accept={`${cvUploadAccept},.json,application/json`}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('cvs.import.choose')}
            onChange={(event) => {
              void read(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
      {problem && (
        <div className="mt-4">
          <ErrorAlert>{problem}</ErrorAlert>
        </div>
      )}
    </Dialog>
  );
}
