import { photoAccept } from '@careercard/shared/photos';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUploadPhoto } from '@/features/cvs/api/upload-photo';
import { FieldInput } from './field-input';
import type { FieldDef } from './fields';

/** A CV shows a photo or signature at most a few centimetres wide: 800 px is sharp in print. */
const MAX_EDGE = 800;

/** The image drawn at most MAX_EDGE wide or high, as a JPEG on white (no transparency in JPEG). */
async function shrink(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      0.88,
    ),
  );
}

/**
 * The CV's photo, or its signature: upload one from the device (shrunk first, then checked by
 * the server as every photo is), or paste the address of one.
 */
export function ImageField({
  kind,
  id,
  field,
  value,
  labelKeys,
  onChange,
}: {
  kind: 'photo' | 'signature';
  /** The address field's id. */
  id: string;
  field: FieldDef;
  value: string;
  labelKeys: string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!photoAccept.split(',').includes(file.type)) {
      setProblem(t(`cvEditor.${kind}.wrongType`));
      return;
    }
    setBusy(true);
    try {
      // A file the browser cannot draw is no picture, whatever its type says.
      const small = await shrink(file).catch(() => null);
      if (small) onChange(await upload.mutateAsync(small));
      else setProblem(t(`cvEditor.${kind}.wrongType`));
    } catch (error) {
      setProblem(describeError(error, t(`cvEditor.${kind}.failed`)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 sm:col-span-2">
      <div className="flex items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={t(`cvEditor.${kind}.current`)}
            className={cn(
              'ring-1 ring-slate-200',
              kind === 'photo' ? 'size-16 rounded-full object-cover' : 'h-16 w-40 object-contain',
            )}
          />
        ) : (
          <div
            className={cn(
              'grid place-items-center bg-slate-100 text-slate-400',
              kind === 'photo' ? 'size-16 rounded-full' : 'h-16 w-40 rounded-md',
            )}
          >
            <ImageUp className="size-6" aria-hidden />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {busy ? <Spinner className="size-4" /> : <ImageUp className="size-4" aria-hidden />}
            {busy ? t(`cvEditor.${kind}.uploading`) : t(`cvEditor.${kind}.upload`)}
          </Button>
          {value && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => onChange('')}
            >
              <Trash2 className="size-4 text-red-600" aria-hidden />
              {t(`cvEditor.${kind}.remove`)}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={photoAccept}
          className="hidden"
          aria-label={t(`cvEditor.${kind}.upload`)}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = ''; // the same file can be chosen again
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <FieldInput id={id} field={field} value={value} labelKeys={labelKeys} onChange={onChange} />
    </div>
  );
}
