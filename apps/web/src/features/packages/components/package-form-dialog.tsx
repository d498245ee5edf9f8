import {
  PACKAGE_FORM_MESSAGE,
  packageInputSchema,
  type AdminPackage,
} from '@careercard/shared/packages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { formProblem } from '@/lib/form-problem';
import { useSavePackage } from '../api/save-package';

/** Add or edit a package: a name, and a price not below 0 (admin spec). */
export function PackageFormDialog({
  item,
  onClose,
}: {
  /** The package to edit; null to add one. */
  item: AdminPackage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [price, setPrice] = useState(String(item?.price ?? 0));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const parsed = packageInputSchema.safeParse({
      name,
      description,
      price: price.trim() === '' ? Number.NaN : Number(price),
      status: item?.status ?? 'Active',
    });
    if (!parsed.success) return setProblem(formProblem(parsed.error, PACKAGE_FORM_MESSAGE));
    save.mutate(item ? { id: item.id, body: parsed.data } : { body: parsed.data }, {
      onSuccess: onClose,
      onError: (error) => setProblem(describeError(error, t('admin.packages.saveFailed'))),
    });
  };

  return (
    <FormDialog
      title={item ? t('admin.packages.edit') : t('admin.packages.add')}

      problem={problem}
      busy={save.isPending}
      submitLabel={t('admin.packages.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('admin.packages.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('admin.packages.description')}
        value={description}
        maxLength={1000}
        rows={3}
        onChange={setDescription}
      />
      <TextField
        label={t('admin.packages.priceTaka')}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
    </FormDialog>
  );
}
