import type { Locale } from '@careercard/shared/locale';
import { Languages } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Each language named in itself, so a reader finds their own whatever the page is in. */
const names: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * English / বাংলা: one button offering the other language. The choice is kept in this browser;
 * the app layer also keeps it for the signed-in account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const other: Locale = currentLocale() === 'bn' ? 'en' : 'bn';
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useSearchParams();

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), 5000);
    return () => clearTimeout(timer);
  }, [failed]);

  const change = () => {
    setSwitching(true);
    setFailed(false);
    changeLocale(other)
      .then(() => {
        // The choice now outranks the language a link asked for (?lang=), on a reload too.
        if (!search.has('lang')) return;
        const rest = new URLSearchParams(search);
        rest.delete('lang');
        setSearch(rest, { replace: true, preventScrollReset: true });
      })
      .catch((error: unknown) => {
        // Bangla is fetched on first use: offline, the page stays as it is and says why.
        console.error('Could not change the language', error);
        setFailed(true);
      })
      .finally(() => setSwitching(false));
  };

  return (
    <div className={cn('relative', className)}>
      <Button variant="ghost" size="sm" onClick={change} disabled={switching} className="px-2.5">
        <Languages className="hidden size-4 sm:block" aria-hidden />
        <span className="sr-only">{t('common.language')}: </span>
        <span lang={other}>{names[other]}</span>
      </Button>
      {failed && (
        <p
          role="alert"
          className="absolute top-full right-0 z-40 mt-1 w-56 rounded-md bg-red-700 px-3 py-2 text-xs text-white shadow-lg"
        >
          {t('errors.noResponse')}
        </p>
      )}
    </div>
  );
}
