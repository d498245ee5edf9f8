import type { CvRecord, CvTemplateSummary } from '@careercard/shared/cv-api';
import { CvImportError, readCvFile } from '@careercard/shared/cv-file';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useCreateCv } from '../api/create-cv';

interface ImportCvDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: CvTemplateSummary[];
  onImported: (cv: CvRecord) => void;
}

/** The most a CV file may weigh: the server takes at most 1 MB of CV data. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Import from File: a CareerCard CV file or a JSON Resume becomes a new CV, named after the
 * file's CV or the upload date, and opens in the editor.
 */
export function ImportCvDialog({ open, onOpenChange, templates, onImported }: ImportCvDialogProps) {
  const { t } = useTranslation();
  const create = useCreateCv();
  const input = useRef<HTMLInputElement>(null);
  const [parsing, setParsing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setParsing(true);
    try {
      if (file.size > MAX_FILE_BYTES) throw new CvImportError(t('cvs.import.tooLarge'));
      let json: unknown;
      try {
        json = JSON.parse(await file.text());
      } catch {
        throw new CvImportError(t('cvs.import.notJson'));
      }
      const imported = readCvFile(json);
      const template = templates.find((candidate) => candidate.name === imported.templateName);
      const cv = await create.mutateAsync({
        name: imported.name ?? t('cvs.import.name', { date: formatDateTime(new Date()) }),
        data: imported.data,
        imported: true,
        ...(template ? { templateId: template.id } : {}),
      });
      onImported(cv);
    } catch (error) {
      const detail = error instanceof CvImportError ? ` ${error.message}` : '';
      setProblem(`${t('cvs.import.failed')}${detail}`);
    } finally {
      setParsing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
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
            accept=".json,application/json"
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
