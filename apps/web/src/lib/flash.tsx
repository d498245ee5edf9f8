import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { session, useSession } from './session';

/** The spec's green flash message closes itself after 5 seconds. */
export const FLASH_TIMEOUT_MS = 5000;

interface Flash {
  id: number;
  message: string;
  /** Whose session it was said in: signing out or in as someone else ends it. */
  accountId: number | null;
}

interface FlashContextValue {
  flash: Flash | null;
  showFlash: (message: string) => void;
  dismiss: () => void;
}

const FlashContext = createContext<FlashContextValue | null>(null);

export function FlashProvider({ children }: { children: ReactNode }) {
  const [said, setFlash] = useState<Flash | null>(null);
  const accountId = useSession()?.user.id ?? null;
  // The session as it is when said (a sign-in says so just after the session starts).
  const showFlash = useCallback(
    (message: string) =>
      setFlash({ id: Date.now(), message, accountId: session.get()?.user.id ?? null }),
    [],
  );
  const dismiss = useCallback(() => setFlash(null), []);
  // 'Login successful' is no news once its session has ended.
  const flash = said?.accountId === accountId ? said : null;

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const value = useMemo(() => ({ flash, showFlash, dismiss }), [flash, showFlash, dismiss]);
  return <FlashContext value={value}>{children}</FlashContext>;
}

export function useFlash(): FlashContextValue {
  const context = use(FlashContext);
  if (!context) throw new Error('useFlash needs a FlashProvider');
  return context;
}
