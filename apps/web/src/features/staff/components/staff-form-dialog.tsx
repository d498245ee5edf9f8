import {
  STAFF_FORM_MESSAGE,
  staffInputSchema,
  type Role,
  type StaffMember,
} from '@careercard/shared/staff';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { useSaveStaffMember } from '../api/save-staff-member';

/** Add or edit a staff member: name, e-mail and role, all required (admin spec). */
export function StaffFormDialog({
  member,
  roles,
  onClose,
  onSaved,
}: {
  /** The member to edit; null to add one. */
  member: StaffMember | null;
  roles: Role[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveStaffMember();
  const roleId = useId();
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [role, setRole] = useState(member ? String(member.roleId) : '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = staffInputSchema.safeParse({
      name,
      email,
      roleId: role ? Number(role) : undefined,
    });
    if (!parsed.success) return setProblem(STAFF_FORM_MESSAGE);
    save.mutate(
      { ...(member ? { id: member.id } : {}), body: parsed.data },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setProblem(describeError(error, t('admin.staff.saveFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={member ? t('admin.staff.edit') : t('admin.staff.add')}
      {...(member ? {} : { description: t('admin.staff.addHint') })}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <TextField
          label={t('admin.staff.name')}
          value={name}
          maxLength={255}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('admin.staff.email')}
          type="email"
          value={email}
          maxLength={255}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('admin.staff.role')}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600"
          >
            <option value="">{t('admin.staff.chooseRole')}</option>
            {roles.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            {member ? t('admin.staff.save') : t('admin.staff.addAndInvite')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
