import { profileUpdateResponseSchema, type Profile } from '@careercard/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

export interface ProfileChange {
  name: string;
  email: string;
  phone: string;
  /** A new photo; the current one stays when none is sent. */
  photo?: File | undefined;
}

/** POST /user/update/contact/info as the spec has it: multipart name, email, phone, photo. */
function updateProfile({ name, email, phone, photo }: ProfileChange) {
  const form = new FormData();
  form.append('name', name);
  form.append('email', email);
  form.append('phone', phone);
  if (photo) form.append('photo', photo);
  return apiRequest('/user/update/contact/info', {
    method: 'POST',
    formData: form,
    schema: profileUpdateResponseSchema,
  });
}

/** The header's 'Welcome, {name}' and the session's e-mail follow the saved profile at once. */
function applyToSession(profile: Pick<Profile, 'name' | 'email'>) {
  const current = session.get();
  if (!current) return;
  const { name, email } = profile;
  if (current.user.name !== name || current.user.email !== email) {
    session.update({ ...current.user, name, email });
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, answer.data);
      applyToSession(answer.data);
    },
  });
}
