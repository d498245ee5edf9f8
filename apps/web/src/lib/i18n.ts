import { defaultLocale, intlLocale, isLocale, type Locale } from '@careercard/shared/locale';
import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';

const defaultNS = 'translation';

/** The browser's remembered choice (an account's choice lives on the server, `users.locale`). */
const STORAGE_KEY = 'careercard.locale';

type LocalizeMessage = (text: string, locale: Locale) => string;
/** The server's messages in Bangla, for the same messages the forms check before sending. */
let serverMessages: LocalizeMessage | undefined;

/** English ships with the app; Bangla is fetched only by those who read it. */
const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<typeof en>> = {
  bn: async () => {
    const [ui, messages] = await Promise.all([
      import('@/locales/bn.json'),
      import('@careercard/shared/messages-bn'),
    ]);
    serverMessages = messages.localizeMessage;
    return ui.default;
  },
};

/**
 * The language to start in: the one the address asks for (`?lang=bn`, the links search engines
 * and shared pages carry), else the one chosen in this browser, else the browser's own if we have
 * it. The address's choice holds for this visit; only the switch remembers one.
 */
function initialLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) return asked;
  const chosen = chosenLocale();
  if (chosen) return chosen;
  const preferred = navigator.languages.map((tag) => tag.toLowerCase().split('-')[0]);
  return preferred.find(isLocale) ?? defaultLocale;
}

async function load(locale: Locale) {
  if (locale === 'en' || i18n.hasResourceBundle(locale, defaultNS)) return;
  i18n.addResourceBundle(locale, defaultNS, await catalogues[locale]());
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : 'en');

/**
 * A message from the shared rules (a form checked here before sending, as the server would) in
 * the interface's language; the server's own answers come translated already.
 */
export const localizeMessage = (text: string) =>
  serverMessages ? serverMessages(text, currentLocale()) : text;

/** The language chosen in this browser with the switch, if one was. */
export const chosenLocale = (): Locale | null => {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : null;
};

/** Shows the interface in `locale`, for this visit only (the server renders each page in its own). */
export async function applyLocale(locale: Locale) {
  await load(locale);
  await i18n.changeLanguage(locale);
}

/** Switches the interface and remembers the choice in this browser. */
export async function changeLocale(locale: Locale) {
  await applyLocale(locale);
  localStorage.setItem(STORAGE_KEY, locale);
}

const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // A switch in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY && isLocale(event.newValue)) void applyLocale(event.newValue);
  });

  // Screen readers and the Bengali font rules follow the page's language.
  i18n.on('languageChanged', (locale) => {
    document.documentElement.lang = locale;
  });
}

const intlOf = (lng: string | undefined) => intlLocale[isLocale(lng) ? lng : defaultLocale];

/** Number formats made once per language and kind: making one costs more than using it. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lng: string | undefined, grouped: boolean): Intl.NumberFormat {
  const key = `${intlOf(lng)}:${grouped}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(intlOf(lng), grouped ? {} : { useGrouping: false });
    numberFormats.set(key, made);
  }
  return made;
}

/**
 * Numbers in messages are written in the reader's digits: `{{count}}` gives "৩" in Bangla. A bare
 * number keeps its digits together (a year, an order number); `{{n, number}}` groups thousands.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, format, lng): string => {
    if (typeof value !== 'number') return value as string; // i18next passes other values on as they are
    return numberFormat(lng, format === 'number').format(value);
  },
};

void i18n
  .use(initReactI18next)
  .use(numberFormatter)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    // React escapes already; every value goes through the formatter for its digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });

/** Resolves once the first language's catalogue is in, so nobody sees English flash first. */
export const i18nReady: Promise<void> = (async () => {
  if (!inBrowser) return; // the server renders each page in the language it asks for
  const locale = initialLocale();
  try {
    if (locale !== 'en') await applyLocale(locale);
  } catch (error) {
    // A catalogue that cannot be fetched (offline on a stale tab) leaves the page in English.
    console.error('Could not load the language', error);
  }
})();

export default i18n;
