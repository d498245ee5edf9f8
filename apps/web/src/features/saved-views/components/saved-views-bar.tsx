import { viewQuery, type SavedViewScreen } from '@careercard/shared/saved-views';
import { Bookmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';
import { useDeleteView, useSaveView, useSavedViews } from '../api/saved-views';

/**
 * A list's saved views: open one (its filters go into the address), save the filters in force
 * under a name, delete the one open. Each staff member's own.
 */
export function SavedViewsBar({ screen }: { screen: SavedViewScreen }) {
  const { t } = useTranslation();
  const { showFlash } = useFlash();
  const [params, setParams] = useSearchParams();
  const views = useSavedViews(screen);
  const save = useSaveView();
  const remove = useDeleteView();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const current = viewQuery(params.toString());
  const open = views.data?.find((view) => view.query === current);

  const submit = () =>
    save.mutate(
      { screen, name, query: current },
      {
        onSuccess: (answer) => {
          setNaming(false);
          setName('');
          showFlash(answer.message);
        },
      },
    );
  const nameError = save.error instanceof ApiError ? save.error.errors.name?.[0] : undefined;

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('savedViews.label')}
        value={open ? String(open.id) : ''}
        onChange={(id) => {
          const view = views.data?.find((one) => String(one.id) === id);
          setParams(new URLSearchParams(view?.query ?? ''));
        }}
      >
        <option value="">
          {open || !views.data?.length ? t('savedViews.none') : t('savedViews.unsaved')}
        </option>
        {views.data?.map((view) => (
          <option key={view.id} value={view.id}>
            {view.name}
          </option>
        ))}
      </SelectField>
      <Button variant="outline" onClick={() => setNaming(true)}>
        <Bookmark className="size-4" aria-hidden />
        {t('savedViews.save')}
      </Button>
      {open && (
        <Button
          variant="ghost"
          aria-label={t('savedViews.deleteNamed', { name: open.name })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(open.id, { onSuccess: (answer) => showFlash(answer.message) })
          }
        >
          <Trash2 className="size-4 text-red-600" aria-hidden />
        </Button>
      )}
      {remove.isError && (
        <ErrorAlert>{describeError(remove.error, t('errors.generic'))}</ErrorAlert>
      )}
      {naming && (
        <FormDialog
          title={t('savedViews.saveTitle')}
          description={t('savedViews.saveHint')}
          problem={
            save.isError && !nameError ? describeError(save.error, t('errors.generic')) : null
          }
          busy={save.isPending}
          submitLabel={t('savedViews.save')}
          onSubmit={submit}
          onClose={() => setNaming(false)}
        >
          <TextField
            label={t('savedViews.name')}
            value={name}
            maxLength={60}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            error={nameError}
          />
        </FormDialog>
      )}
    </div>
  );
}
