import {
  STAFF_FORM_MESSAGE,
  staffInputSchema,
  type Role,
  type StaffMember,
} from '@careercard/shared/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { formProblem } from '@/lib/form-problem';
import { useSaveStaffMember } from '../api/save-staff-member';

/** Add or edit a staff member: name, e-mail and role, all required (admin spec). */
export function StaffFormDialog({
  member,
  roles,
  grantable,
  onClose,
  onSaved,
}: {
  /** The member to edit; null to add one. */
  member: StaffMember | null;
  roles: Role[];
  /** Whether the signed-in member may give this role. */
  grantable: (role: Role) => boolean;
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

  const submit = () => {
    setProblem(null);
    const parsed = staffInputSchema.safeParse({
      name,
      email,
      roleId: role ? Number(role) : undefined,
    });
    if (!parsed.success) return setProblem(formProblem(parsed.error, STAFF_FORM_MESSAGE));
    save.mutate(
      { ...(member ? { id: member.id } : {}), body: parsed.data },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setProblem(describeError(error, t('admin.staff.saveFailed'))),
      },
    );
  };

  return (
    <FormDialog
      title={member ? t('admin.staff.edit') : t('admin.staff.add')}
      description={member ? undefined : t('admin.staff.addHint')}
      problem={problem}
      busy={save.isPending}
      submitLabel={member ? t('admin.staff.save') : t('admin.staff.addAndInvite')}
      onSubmit={submit}
      onClose={onClose}
    >
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
          {roles.map((option) => {
            const given = grantable(option) || option.id === member?.roleId;
            return (
              <option key={option.id} value={option.id} disabled={!given}>
                {given ? option.name : t('admin.staff.roleBeyondYou', { role: option.name })}
              </option>
            );
          })}
        </select>
      </div>
    </FormDialog>
  );
}
