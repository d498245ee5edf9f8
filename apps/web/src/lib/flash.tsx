import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** The spec's green flash message closes itself after 5 seconds. */
export const FLASH_TIMEOUT_MS = 5000;

interface Flash {
  id: number;
  message: string;
}

interface FlashContextValue {
  flash: Flash | null;
  showFlash: (message: string) => void;
  dismiss: () => void;
}

const FlashContext = createContext<FlashContextValue | null>(null);

export function FlashProvider({ children }: { children: ReactNode }) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const showFlash = useCallback((message: string) => setFlash({ id: Date.now(), message }), []);
  const dismiss = useCallback(() => setFlash(null), []);

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
