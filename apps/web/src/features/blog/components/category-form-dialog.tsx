import { CATEGORY_NAME_MESSAGE, type AdminCategory } from '@careercard/shared/blog';
import { finalSlug, slugify } from '@careercard/shared/slug';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api-client';
import { useSaveCategory } from '../api/save-category';

/**
 * The category modal: a name is required; a new category's slug follows its name, made by the
 * rule the server saves it with, so the slug shown is the one saved.
 */
export function CategoryFormDialog({
  item,
  onClose,
}: {
  /** The category to edit; null to add one. */
  item: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [name, setName] = useState(item?.name ?? '');
  const [slug, setSlug] = useState(item?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(item !== null);
  const [description, setDescription] = useState(item?.description ?? '');
  const [nameBn, setNameBn] = useState(item?.nameBn ?? '');
  const [descriptionBn, setDescriptionBn] = useState(item?.descriptionBn ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    if (!name.trim()) return setProblem(CATEGORY_NAME_MESSAGE);
    const body = { name, slug, description, nameBn, descriptionBn };
    save.mutate(item ? { id: item.id, body } : { body }, {
      onSuccess: onClose,
      onError: (error) => setProblem(describeError(error, t('admin.blog.categories.saveFailed'))),
    });
  };

  return (
    <FormDialog
      title={item ? t('admin.blog.categories.edit') : t('admin.blog.categories.add')}
      problem={problem}
      busy={save.isPending}
      submitLabel={t('admin.blog.categories.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('admin.blog.categories.name')}
        value={name}
        maxLength={120}
        onChange={(event) => {
          setName(event.target.value);
          if (!slugTouched) setSlug(finalSlug(event.target.value));
        }}
      />
      <div>
        <TextField
          label={t('admin.blog.categories.slug')}
          value={slug}
          maxLength={140}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(slugify(event.target.value));
          }}
          // Left with a hyphen at the end, it shows as it will be saved.
          onBlur={() => setSlug(finalSlug(slug))}
        />
        <p className="mt-1.5 text-xs text-slate-500">{t('admin.blog.categories.slugHint')}</p>
      </div>
      <TextAreaField
        label={t('admin.blog.categories.description')}
        value={description}
        maxLength={1000}
        rows={3}
        onChange={setDescription}
      />
      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="float-left mb-1 text-sm font-semibold text-slate-800">
          {t('admin.blog.categories.bangla')}
        </legend>
        <p className="clear-left text-xs text-slate-500">{t('admin.blog.categories.banglaHint')}</p>
        <TextField
          label={t('admin.blog.categories.nameBn')}
          lang="bn"
          value={nameBn}
          maxLength={120}
          onChange={(event) => setNameBn(event.target.value)}
        />
        <TextAreaField
          label={t('admin.blog.categories.descriptionBn')}
          lang="bn"
          value={descriptionBn}
          maxLength={1000}
          rows={3}
          onChange={setDescriptionBn}
        />
      </fieldset>
    </FormDialog>
  );
}
