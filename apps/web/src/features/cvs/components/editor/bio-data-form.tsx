import {
  BIO_DATA_FIELDS,
  cvBioDataSchema,
  PRIVATE_BIO_FIELDS,
  type CvBioData,
} from '@careercard/shared/cv';
import { Plus, X } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSession } from '@/lib/session';
import { FieldInput } from './field-input';
import type { FieldDef } from './fields';
import { ImageField } from './image-field';
import { formCardClass, IconButton } from './list-editor';

type BioField = keyof CvBioData;
const shape = cvBioDataSchema.shape;

/** How each detail is typed; the order is the one employers' forms ask in. */
const bioFields: Record<BioField, FieldDef> = {
  nameBn: { name: 'nameBn', kind: 'text', maxLength: 200 },
  nameEn: { name: 'nameEn', kind: 'text', maxLength: 200 },
  fatherName: { name: 'fatherName', kind: 'text', maxLength: 200 },
  motherName: { name: 'motherName', kind: 'text', maxLength: 200 },
  dateOfBirth: { name: 'dateOfBirth', kind: 'date', maxLength: 10, schema: shape.dateOfBirth },
  nid: { name: 'nid', kind: 'text', maxLength: 30, schema: shape.nid },
  religion: { name: 'religion', kind: 'text', maxLength: 200 },
  maritalStatus: { name: 'maritalStatus', kind: 'text', maxLength: 200 },
  nationality: { name: 'nationality', kind: 'text', maxLength: 200 },
  presentAddress: { name: 'presentAddress', kind: 'textarea', maxLength: 500, wide: true },
  permanentAddress: { name: 'permanentAddress', kind: 'textarea', maxLength: 500, wide: true },
  signatureUrl: {
    name: 'signatureUrl',
    kind: 'url',
    maxLength: 2048,
    wide: true,
    schema: shape.signatureUrl,
  },
};

const labelKeysOf = (field: BioField) => [`cvEditor.bioData.fields.${field}`];
const isPrivate = (field: BioField) => (PRIVATE_BIO_FIELDS as readonly string[]).includes(field);

/**
 * The bio-data Bangladeshi employers ask for (issue 44). Each detail is hidden until added, and
 * all can be cleared in one step. Staff signed in as the user neither see nor change the NID and
 * date of birth: the server withholds them, so the form says so instead of offering them.
 */
export const BioDataForm = memo(function BioDataForm({
  bioData,
  onChange,
}: {
  bioData: CvBioData | undefined;
  /** Given how the details change, from the details as they are then (none: undefined). */
  onChange: (change: (bioData: CvBioData | undefined) => CvBioData | undefined) => void;
}) {
  const { t } = useTranslation();
  const staff = useSession()?.user.impersonatedBy;
  const [clearing, setClearing] = useState(false);
  const details = bioData ?? {};
  const shown = BIO_DATA_FIELDS.filter((field) => details[field] !== undefined);
  const addable = BIO_DATA_FIELDS.filter(
    (field) => details[field] === undefined && !(staff && isPrivate(field)),
  );
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        BIO_DATA_FIELDS.map((field) => [
          field,
          (value: string) => onChange((current) => ({ ...current, [field]: value })),
        ]),
      ) as Record<BioField, (value: string) => void>,
    [onChange],
  );
  const remove = (field: BioField) =>
    onChange((current) => {
      const { [field]: _removed, ...rest } = current ?? {};
      return Object.keys(rest).length > 0 ? rest : undefined;
    });
  const add = (field: BioField) => {
    handlers[field]('');
    requestAnimationFrame(() => document.getElementById(`bioData-${field}`)?.focus());
  };

  return (
    <section aria-labelledby="bio-data-heading" className={formCardClass}>
      <h2 id="bio-data-heading" className="text-lg font-semibold text-slate-900">
        {t('cvEditor.bioData.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('cvEditor.bioData.intro')}</p>
      {shown.length > 0 && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {shown.map((field) => {
            const removeButton = (
              // Level with the field, under its label.
              <div className="mt-6">
                <IconButton
                  control="remove"
                  label={t('cvEditor.bioData.remove', {
                    field: t(`cvEditor.bioData.fields.${field}.label`),
                  })}
                  onClick={() => remove(field)}
                  danger
                >
                  <X className="size-4" aria-hidden />
                </IconButton>
              </div>
            );
            return (
              <div
                key={field}
                className={`flex items-start gap-1 ${bioFields[field].wide ? 'sm:col-span-2' : ''}`}
              >
                <div className="min-w-0 flex-1">
                  {field === 'signatureUrl' ? (
                    <ImageField
                      kind="signature"
                      id="bioData-signatureUrl"
                      field={bioFields.signatureUrl}
                      value={details.signatureUrl ?? ''}
                      labelKeys={labelKeysOf(field)}
                      onChange={handlers.signatureUrl}
                    />
                  ) : (
                    <FieldInput
                      id={`bioData-${field}`}
                      field={bioFields[field]}
                      value={details[field] ?? ''}
                      labelKeys={labelKeysOf(field)}
                      onChange={handlers[field]}
                    />
                  )}
                </div>
                {removeButton}
              </div>
            );
          })}
        </div>
      )}
      {staff && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('cvEditor.bioData.private')}
        </p>
      )}
      {addable.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-700">{t('cvEditor.bioData.add')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {addable.map((field) => (
              <Button
                key={field}
                type="button"
                size="sm"
                variant="outline"
                onClick={() => add(field)}
              >
                <Plus className="size-4" aria-hidden />
                {t(`cvEditor.bioData.fields.${field}.label`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      {shown.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <Button type="button" size="sm" variant="ghost" onClick={() => setClearing(true)}>
            {t('cvEditor.bioData.clear')}
          </Button>
          <ConfirmDialog
            open={clearing}
            onOpenChange={setClearing}
            message={t('cvEditor.bioData.clearQuestion')}
            confirmLabel={t('cvEditor.bioData.clear')}
            onConfirm={() => {
              onChange(() => undefined);
              setClearing(false);
            }}
          />
        </div>
      )}
    </section>
  );
});
