import { useTranslation } from 'react-i18next';
import { useCvs } from '../api/list-cvs';

interface SavedCvSelectProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
}

/** A choice among the user's saved CVs, newest first as My CVs lists them. */
export function SavedCvSelect({ label, value, onChange }: SavedCvSelectProps) {
  const { t } = useTranslation();
  const cvs = useCvs();
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white p-2.5 text-sm font-normal text-slate-900 shadow-xs focus:outline-2 focus:outline-brand-600"
      >
        <option value="">{cvs.isPending ? t('savedCv.loading') : t('savedCv.choose')}</option>
        {cvs.data?.map((cv) => (
          <option key={cv.id} value={cv.id}>
            {cv.name}
          </option>
        ))}
      </select>
      {cvs.data?.length === 0 && (
        <span className="mt-1 block text-xs font-normal text-slate-500">{t('savedCv.none')}</span>
      )}
    </label>
  );
}
