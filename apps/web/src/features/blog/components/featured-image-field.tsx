import { blogImageAccept } from '@careercard/shared/blog';
import { ImageUp, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { useUploadImage } from '../api/upload-image';

/** The featured image: uploaded (JPG or PNG) or any https:// address, with a preview. */
export function FeaturedImageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (address: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: onChange,
      onError: (error) => setProblem(describeError(error, t('admin.blog.editor.uploadFailed'))),
    });
  };

  return (
    <div className="space-y-3">
      {value && broken !== value ? (
        <div className="relative">
          <img
            src={value}
            alt={t('admin.blog.editor.imageAlt')}
            onError={() => setBroken(value)}
            className="aspect-video w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
          />
          <Button
            size="sm"
            variant="inverse"
            className="absolute top-2 right-2 shadow"
            aria-label={t('admin.blog.editor.removeImage')}
            onClick={() => onChange('')}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ) : null}
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div>
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input
            type="file"
            accept={blogImageAccept}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {upload.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <ImageUp className="size-4" aria-hidden />
          )}
          {upload.isPending ? t('admin.blog.editor.uploading') : t('admin.blog.editor.upload')}
        </label>
        <p className="mt-1.5 text-xs text-slate-500">{t('admin.blog.editor.uploadHint')}</p>
      </div>
      <TextField
        label={t('admin.blog.editor.imageAddress')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}
