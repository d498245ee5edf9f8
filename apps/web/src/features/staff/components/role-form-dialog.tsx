import { permissionKeys, permissions } from '@careercard/shared/permissions';
import { ROLE_NAME_MESSAGE, roleInputSchema, type Role } from '@careercard/shared/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { useSaveRole } from '../api/save-role';

/** Create or edit a role: a name and the permission checklist. */
export function RoleFormDialog({
  role,
  held,
  onClose,
  onSaved,
}: {
  /** The role to edit; null to create one. */
  role: Role | null;
  /** The signed-in member's permissions: nobody grants what they do not hold. */
  held: readonly string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(role?.permissions ?? []));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const parsed = roleInputSchema.safeParse({ name, permissions: [...chosen] });
    if (!parsed.success) return setProblem(ROLE_NAME_MESSAGE);
    save.mutate(
      { ...(role ? { id: role.id } : {}), body: parsed.data },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => setProblem(describeError(error, t('admin.roles.saveFailed'))),
      },
    );
  };

  return (
    <FormDialog
      title={role ? t('admin.roles.edit') : t('admin.roles.add')}

      problem={problem}
      busy={save.isPending}
      submitLabel={t('admin.roles.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('admin.roles.name')}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t('admin.roles.permissions')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2 pointer-coarse:gap-y-0">
          {permissionKeys.map((key) => (
            <label
              key={key}
              className="flex items-center gap-2 text-sm text-slate-700 pointer-coarse:min-h-11"
            >
              <input
                type="checkbox"
                checked={chosen.has(key)}
                disabled={!held.includes(key)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(key);
                    else next.delete(key);
                    return next;
                  })
                }
                className="size-4 accent-brand-600"
              />
              {permissions[key]}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
