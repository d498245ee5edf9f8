import { nfcDesignBodySchema, type AdminNfcDesign } from '@careercard/shared/nfc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { formProblem } from '@/lib/form-problem';
import { useSaveNfcDesign } from '../api/save-nfc-design';

/** Add or edit a design: name and thumbnail required, price not negative (admin spec). */
export function DesignFormDialog({
  design,
  onClose,
}: {
  /** The design to edit; null to add one. */
  design: AdminNfcDesign | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNfcDesign();
  const [name, setName] = useState(design?.name ?? '');
  const [thumbnailUrl, setThumbnailUrl] = useState(design?.thumbnailUrl ?? '');
  const [price, setPrice] = useState(String(design?.price ?? 0));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const parsed = nfcDesignBodySchema.safeParse({
      name,
      thumbnailUrl,
      price: price.trim() === '' ? Number.NaN : Number(price),
      status: design?.status ?? 'Enabled',
    });
    if (!parsed.success) {
      return setProblem(formProblem(parsed.error, t('nfc.admin.designs.formInvalid')));
    }
    save.mutate(
      { id: design?.id, body: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(describeError(error, t('nfc.admin.designs.saveFailed'))),
      },
    );
  };

  return (
    <FormDialog
      title={design ? t('nfc.admin.designs.edit') : t('nfc.admin.designs.add')}

      problem={problem}
      busy={save.isPending}
      submitLabel={t('nfc.admin.designs.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('nfc.admin.designs.name')}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('nfc.admin.designs.thumbnail')}
        value={thumbnailUrl}
        placeholder="https://"
        maxLength={2048}
        onChange={(event) => setThumbnailUrl(event.target.value)}
      />
      <TextField
        label={t('nfc.admin.designs.price')}
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
