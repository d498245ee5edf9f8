import { nfcDesignBodySchema, type AdminNfcDesign } from '@careercard/shared/nfc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { useSaveNfcDesign } from '../api/admin-nfc-designs';

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = nfcDesignBodySchema.safeParse({
      name,
      thumbnailUrl,
      price: price.trim() === '' ? Number.NaN : Number(price),
      status: design?.status ?? 'Enabled',
    });
    if (!parsed.success) return setProblem(t('nfc.admin.designs.formInvalid'));
    save.mutate(
      { id: design?.id, body: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(describeError(error, t('nfc.admin.designs.saveFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={design ? t('nfc.admin.designs.edit') : t('nfc.admin.designs.add')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
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
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4" />}
            {t('nfc.admin.designs.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
