import { PROFILE_PHOTO_MAX_BYTES, profilePhotoAccept } from '@careercard/shared/account';
import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';

/** A file picked and not saved yet, with the address its preview is drawn from. */
export interface ChosenPhoto {
  file: File;
  url: string;
}

/**
 * The profile photo: the saved one, or a chosen file shown before it is saved. Type and size
 * are checked here to save a wasted upload; the server checks the content.
 */
export function ProfilePhotoField({
  savedUrl,
  chosen,
  onChoose,
  onRemoveSaved,
  removing,
  error,
}: {
  savedUrl: string | null;
  chosen: ChosenPhoto | undefined;
  onChoose: (photo: ChosenPhoto | undefined, problem?: string) => void;
  onRemoveSaved: () => void;
  removing: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const replace = (next: ChosenPhoto | undefined, problem?: string) => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    onChoose(next, problem);
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!profilePhotoAccept.split(',').includes(file.type)) {
      replace(undefined, t('account.photo.wrongType'));
    } else if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      replace(undefined, t('account.photo.tooLarge'));
    } else {
      replace({ file, url: URL.createObjectURL(file) });
    }
  };

  const preview = chosen?.url;
  const shown = preview ?? savedUrl;
  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-slate-700">{t('account.photo.label')}</p>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('account.photo.preview') : t('account.photo.current')}
            className="size-20 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : (
          <div className="grid size-20 place-items-center rounded-full bg-slate-100 text-slate-400">
            <UserRound className="size-8" aria-hidden />
          </div>
        )}
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={removing}
              onClick={() => input.current?.click()}
            >
              <ImageUp className="size-4" aria-hidden />
              {shown ? t('account.photo.change') : t('account.photo.choose')}
            </Button>
            {(chosen ?? savedUrl) && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={removing}
                onClick={() => (chosen ? replace(undefined) : onRemoveSaved())}
              >
                {removing ? (
                  <Spinner className="size-4" />
                ) : (
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                )}
                {t('account.photo.remove')}
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-500">
            {chosen ? t('account.photo.chosenHint') : t('account.photo.hint')}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={profilePhotoAccept}
          className="hidden"
          aria-label={t('account.photo.choose')}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // the same file can be chosen again
          }}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
