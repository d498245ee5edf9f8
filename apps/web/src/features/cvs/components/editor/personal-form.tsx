import { cvPersonalSchema, type CvPersonal } from '@careercard/shared/cv';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input';
import { createLink, linkFields, type FieldDef } from './fields';
import { formCardClass, ListEditor, type ListEditorProps } from './list-editor';
import { ImageField } from './image-field';

const personalFields: FieldDef[] = [
  { name: 'name', kind: 'text', maxLength: 200 },
  { name: 'title', kind: 'text', maxLength: 200, ai: 'title' },
  { name: 'email', kind: 'email', maxLength: 200 },
  { name: 'phone', kind: 'tel', maxLength: 50 },
  { name: 'location', kind: 'text', maxLength: 200 },
  {
    name: 'photoUrl',
    kind: 'url',
    maxLength: 2048,
    wide: true,
    schema: cvPersonalSchema.shape.photoUrl,
  },
  { name: 'summary', kind: 'textarea', maxLength: 5000, wide: true, ai: 'summary' },
];

/** Each text field's handler and where its label is translated, made once. */
const textFields = (onChange: (change: (personal: CvPersonal) => CvPersonal) => void) =>
  personalFields.map((field) => ({
    field,
    labelKeys: [`cvEditor.personal.fields.${field.name}`, `cvEditor.fields.${field.name}`],
    onChange: (value: string) => onChange((personal) => ({ ...personal, [field.name]: value })),
  }));

/** The CV's header: name, title, contacts, photo, summary and links. Memoised like the lists. */
export const PersonalForm = memo(function PersonalForm({
  personal,
  skills,
  recentRole,
  onChange,
}: {
  personal: CvPersonal;
  /** The CV's skills and latest role, for the writing assistant to draft from. */
  skills: string[];
  recentRole: { title: string; company: string } | undefined;
  /** Given how the header changes, from the header as it is then. */
  onChange: (change: (personal: CvPersonal) => CvPersonal) => void;
}) {
  const { t } = useTranslation();
  const fields = useMemo(() => textFields(onChange), [onChange]);
  const changePhoto = useCallback(
    (photoUrl: string) =>
      onChange((current) => {
        // An empty photo address means no photo.
        const { photoUrl: _previous, ...rest } = current;
        return photoUrl === '' ? rest : { ...rest, photoUrl };
      }),
    [onChange],
  );
  const changeLinks = useCallback<ListEditorProps['onChange']>(
    (change) =>
      onChange((current) => ({
        ...current,
        links: change(current.links) as CvPersonal['links'],
      })),
    [onChange],
  );
  // What the writing assistant knows of the CV: one object while these stay the same.
  const { name, title } = personal;
  const aiContext = useMemo(
    () => ({
      name,
      title,
      skills,
      ...(recentRole ? { recentTitle: recentRole.title, company: recentRole.company } : {}),
    }),
    [name, title, skills, recentRole],
  );
  return (
    <>
      <section aria-labelledby="personal-heading" className={formCardClass}>
        <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
          {t('cvEditor.personal.title')}
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {fields.map(({ field, labelKeys, onChange: changeField }) =>
            field.name === 'photoUrl' ? (
              <ImageField
                key={field.name}
                kind="photo"
                id="personal-photoUrl"
                field={field}
                value={personal.photoUrl ?? ''}
                labelKeys={labelKeys}
                onChange={changePhoto}
              />
            ) : (
              <FieldInput
                key={field.name}
                id={`personal-${field.name}`}
                field={field}
                value={(personal[field.name as keyof CvPersonal] as string | undefined) ?? ''}
                labelKeys={labelKeys}
                aiContext={field.ai ? aiContext : undefined}
                onChange={changeField}
              />
            ),
          )}
        </div>
      </section>
      <ListEditor
        sectionKey="cvEditor.lists.links"
        entries={personal.links}
        fields={linkFields}
        labelFields={['label', 'url']}
        create={createLink}
        onChange={changeLinks}
      />
    </>
  );
});
