import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvs } from '../api/get-cvs';

interface SavedCvSelectProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
}

/** A choice among the user's saved CVs, newest first as My CVs lists them. */
export function SavedCvSelect({ label, value, onChange }: SavedCvSelectProps) {
  const { t } = useTranslation();
  const cvs = useCvs();
  const id = useId();
  const none = cvs.data?.length === 0;
  // Labelled by id, not by wrapping: a wrapping label's text would take in every CV's name.
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={none ? `${id}-none` : undefined}
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white p-2.5 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600 pointer-coarse:min-h-11"
      >
        <option value="">{cvs.isPending ? t('savedCv.loading') : t('savedCv.choose')}</option>
        {cvs.data?.map((cv) => (
          <option key={cv.id} value={cv.id}>
            {cv.name}
          </option>
        ))}
      </select>
      {none && (
        <p id={`${id}-none`} className="mt-1 text-xs text-slate-500">
          {t('savedCv.none')}
        </p>
      )}
    </div>
  );
}
