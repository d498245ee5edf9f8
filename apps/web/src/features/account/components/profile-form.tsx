import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@careercard/shared/account';
import { formatBdPhone } from '@careercard/shared/phone';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, Notice } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { useSession } from '@/lib/session';
import { useProfile } from '../api/get-profile';
import { useRemoveProfilePhoto } from '../api/remove-profile-photo';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePhotoField, type ChosenPhoto } from './profile-photo-field';

const FIELDS = ['name', 'email', 'phone'] as const;

/** Account Settings → Profile: the container, which loads the profile and shows the form. */
export function ProfileForm() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <p className="flex items-center gap-2 py-8 text-sm text-slate-500">
        <Spinner className="size-4" /> {t('account.loading')}
      </p>
    );
  }
  if (profile.isError) {
    return <ErrorAlert>{describeError(profile.error, t('account.loadFailed'))}</ErrorAlert>;
  }
  return <ProfileFields profile={profile.data} />;
}

const valuesOf = (profile: Profile): ProfileUpdateInput => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone ? formatBdPhone(profile.phone) : '',
});

function ProfileFields({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const impersonated = Boolean(useSession()?.user.impersonatedBy);
  const update = useUpdateProfile();
  const removePhoto = useRemoveProfilePhoto();
  const [photo, setPhoto] = useState<ChosenPhoto | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { name: values.name, email: values.email, phone: values.phone ?? '', photo: photo?.file },
      {
        onSuccess: (answer) => {
          showFlash(answer.message);
          if (photo) URL.revokeObjectURL(photo.url);
          setPhoto(undefined);
          setPhotoError(undefined);
          form.reset(valuesOf(answer.data));
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const field of FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) form.setError(field, { message });
          }
          // The photo's type or size: said under the photo.
          if (error.status === 413 || error.status === 415) setPhotoError(error.message);
        },
      },
    ),
  );

  const fieldProblem =
    update.error instanceof ApiError && [413, 415, 422].includes(update.error.status);
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('account.title')}</h2>
        <p className="text-sm text-slate-600">{t('account.subtitle')}</p>
      </div>
      {update.isError && !fieldProblem && (
        <ErrorAlert>{describeError(update.error, t('account.updateFailed'))}</ErrorAlert>
      )}
      <ProfilePhotoField
        savedUrl={profile.photoUrl}
        chosen={photo}
        error={photoError}
        removing={removePhoto.isPending}
        onChoose={(chosen, problem) => {
          setPhoto(chosen);
          setPhotoError(problem);
        }}
        onRemoveSaved={() =>
          removePhoto.mutate(undefined, {
            onSuccess: (answer) => showFlash(answer.message),
            onError: (error) => setPhotoError(describeError(error, t('account.updateFailed'))),
          })
        }
      />
      <TextField
        label={t('account.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div>
        <TextField
          label={t('account.email')}
          type="email"
          autoComplete="email"
          readOnly={impersonated}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {impersonated && (
          <p className="mt-1.5 text-xs text-slate-500">{t('account.emailOwnerOnly')}</p>
        )}
      </div>
      {profile.pendingEmail && (
        <Notice title={t('account.pendingTitle')}>
          {t('account.pendingText', { email: profile.pendingEmail, current: profile.email })}
        </Notice>
      )}
      <TextField
        label={t('account.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('account.phonePlaceholder')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending && <Spinner />}
        {t('account.save')}
      </Button>
    </form>
  );
}
