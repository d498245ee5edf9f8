import type { Locale } from '@careercard/shared/locale';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Each language named in itself, as the language switch names them. */
const names: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * English / বাংলা above a page's texts: one tab a language, the chosen one controlled by the
 * editor so it can open the tab holding a field's error. A tab with an error is marked.
 */
export function LanguageTabs({
  value,
  onChange,
  label,
  withErrors,
  children,
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  /** What the row of tabs is, for screen readers. */
  label: string;
  withErrors: ReadonlySet<Locale>;
  children: (language: Locale) => ReactNode;
}) {
  const { t } = useTranslation();
  const languages = Object.keys(names) as Locale[];
  return (
    <RadixTabs.Root value={value} onValueChange={(chosen) => onChange(chosen as Locale)}>
      <RadixTabs.List className="flex gap-x-1 border-b border-slate-200" aria-label={label}>
        {languages.map((language) => (
          <RadixTabs.Trigger
            key={language}
            value={language}
            className="-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 pointer-coarse:min-h-11"
          >
            <span lang={language}>{names[language]}</span>
            {withErrors.has(language) && (
              <>
                <span className="size-2 rounded-full bg-red-600" aria-hidden />
                <span className="sr-only">{t('admin.pages.tabHasErrors')}</span>
              </>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {languages.map((language) => (
        <RadixTabs.Content key={language} value={language} className="pt-5">
          {children(language)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
