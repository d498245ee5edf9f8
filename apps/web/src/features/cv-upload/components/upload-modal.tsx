import {
  CV_UPLOAD_MAX_BYTES,
  CV_UPLOAD_MAX_MB,
  cvUploadAccept,
  isAcceptedCvFile,
} from '@careercard/shared/upload';
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useUploadCv } from '../api/upload-cv';

interface UploadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The CV's text, read by the server. */
  onUploaded: (cvText: string) => void;
  onPasteInstead: () => void;
}

/**
 * Takes a CV by file chooser or drag and drop; only PDF, Word (.docx), JPG, JPEG and PNG get
 * through.
 */
export function UploadModal({ open, onOpenChange, onUploaded, onPasteInstead }: UploadModalProps) {
  const { t } = useTranslation();
  const upload = useUploadCv();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    if (!isAcceptedCvFile(file)) return setProblem(t('upload.unsupported'));
    if (file.size > CV_UPLOAD_MAX_BYTES) {
      return setProblem(t('upload.tooLarge', { size: CV_UPLOAD_MAX_MB }));
    }
    setProblem(null);
    upload.mutate(file, { onSuccess: onUploaded });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const close = (next: boolean) => {
    if (!next) {
      setProblem(null);
      upload.reset();
    }
    onOpenChange(next);
  };

  const error = problem ?? (upload.isError ? t('upload.failed') : null);
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('upload.title')}
      description={t('upload.description')}
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="cv-drop-zone"
        className={cn(
          'flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        {upload.isPending ? (
          <div role="status" className="flex flex-col items-center gap-3 text-slate-600">
            <Spinner className="size-8 text-brand-600" />
            <p>{t('upload.uploading')}</p>
          </div>
        ) : (
          <>
            <FileUp className="size-10 text-brand-600" aria-hidden />
            <p className="mt-3 font-medium text-slate-800">{t('upload.dropHere')}</p>
            <p className="my-2 text-sm text-slate-500">{t('upload.or')}</p>
            <Button onClick={() => input.current?.click()}>{t('upload.choose')}</Button>
            <p className="mt-3 text-xs text-slate-500">
              {t('upload.types', { size: CV_UPLOAD_MAX_MB })}
            </p>
          </>
        )}
        <input
          ref={input}
          type="file"
          accept={cvUploadAccept}
          className="sr-only"
          aria-label={t('upload.choose')}
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again still fires
          }}
        />
      </div>
      {error && (
        <div className="mt-4">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      )}
      <div className="mt-5 text-center">
        <Button variant="ghost" size="sm" onClick={onPasteInstead}>
          {t('upload.pasteInstead')}
        </Button>
      </div>
    </Dialog>
  );
}
