import { cvPersonalSchema, type CvPersonal } from '@careercard/shared/cv';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input';
import { createLink, linkFields, type FieldDef } from './fields';
import { ListEditor } from './list-editor';
import { PhotoField } from './photo-field';

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

export function PersonalForm({
  personal,
  skills,
  recentRole,
  onChange,
}: {
  personal: CvPersonal;
  /** The CV's skills and latest role, for the writing assistant to draft from. */
  skills: string[];
  recentRole: { title: string; company: string } | undefined;
  onChange: (personal: CvPersonal) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section
        aria-labelledby="personal-heading"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
          {t('cvEditor.personal.title')}
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {personalFields.map((field) =>
            field.name === 'photoUrl' ? (
              <PhotoField
                key={field.name}
                field={field}
                value={personal.photoUrl ?? ''}
                onChange={(photoUrl) => {
                  // An empty photo address means no photo.
                  const { photoUrl: _previous, ...rest } = personal;
                  onChange(photoUrl === '' ? rest : { ...rest, photoUrl });
                }}
              />
            ) : (
              <FieldInput
                key={field.name}
                id={`personal-${field.name}`}
                field={field}
                value={(personal[field.name as keyof CvPersonal] as string | undefined) ?? ''}
                labelKeys={[
                  `cvEditor.personal.fields.${field.name}`,
                  `cvEditor.fields.${field.name}`,
                ]}
                aiContext={{
                  name: personal.name,
                  title: personal.title,
                  skills,
                  ...(recentRole
                    ? { recentTitle: recentRole.title, company: recentRole.company }
                    : {}),
                }}
                onChange={(value) => onChange({ ...personal, [field.name]: value })}
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
        onChange={(links) => onChange({ ...personal, links: links as CvPersonal['links'] })}
      />
    </>
  );
}
