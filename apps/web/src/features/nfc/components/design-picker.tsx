import type { NfcDesign } from '@careercard/shared/nfc';
import { Nfc } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTaka } from '@/lib/format';

/** Step 1: the card designs the admin has enabled, each with its price. */
export function DesignPicker({
  designs,
  value,
  onChange,
}: {
  designs: NfcDesign[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-700">{t('nfc.chooseDesign')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {designs.map((design) => (
          <button
            key={design.id}
            type="button"
            aria-pressed={value === design.id}
            onClick={() => onChange(design.id)}
            className={cn(
              'overflow-hidden rounded-2xl text-left ring-1 transition',
              value === design.id ? 'ring-2 ring-brand-600' : 'ring-slate-300 hover:ring-slate-400',
            )}
          >
            {design.thumbnailUrl ? (
              <img
                src={design.thumbnailUrl}
                alt=""
                className="aspect-[1.586] w-full object-cover"
              />
            ) : (
              <span
                aria-hidden
                className="flex aspect-[1.586] w-full items-end justify-between bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-white"
              >
                <span className="text-sm font-semibold tracking-wide">CareerCard</span>
                <Nfc className="size-6 text-slate-300" />
              </span>
            )}
            <span className="flex items-center justify-between bg-white p-4">
              <span className="font-semibold text-slate-900">{design.name}</span>
              <span className="text-slate-700">{formatTaka(design.price)}</span>
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
