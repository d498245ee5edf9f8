import { useEffect } from 'react';
import { useUpdateLocale } from '@/features/account/api/update-locale';
import i18n, { changeLocale, chosenLocale, currentLocale } from '@/lib/i18n';
import { session } from '@/lib/session';

/**
 * Keeps the interface language per browser and per account: a browser where nobody chose one
 * takes the account's at sign-in; a choice made while signed in is saved to the account (not
 * while staff are signed in as the user: they read in their own language).
 */
export function AccountLocale() {
  const { mutate: saveLocale } = useUpdateLocale();

  useEffect(() => {
    const save = () => {
      const current = session.get();
      const locale = currentLocale();
      if (!current || current.user.impersonatedBy || current.user.locale === locale) return;
      saveLocale(locale, {
        onSuccess: () => {
          const now = session.get();
          if (now?.user.id === current.user.id) session.update({ ...now.user, locale });
        },
      });
    };

    let account = session.get()?.user.id;
    const signedIn = () => {
      const current = session.get();
      const changed = current?.user.id !== account;
      account = current?.user.id;
      if (!changed || !current || current.user.impersonatedBy) return;
      const { locale } = current.user;
      if (!chosenLocale() && locale && locale !== currentLocale()) {
        changeLocale(locale).catch((error: unknown) => console.error(error));
      } else {
        save();
      }
    };

    i18n.on('languageChanged', save);
    const unsubscribe = session.subscribe(signedIn);
    return () => {
      i18n.off('languageChanged', save);
      unsubscribe();
    };
  }, [saveLocale]);

  return null;
}
