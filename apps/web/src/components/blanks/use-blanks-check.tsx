import { useState } from 'react';
import { BlanksDialog } from '@/components/ui/blanks-dialog';
import type { NamedBlank } from './cv-blanks';

interface Pending {
  blanks: NamedBlank[];
  onGoOn: () => void;
  /** 'Fill them in': take the user to the first blank. */
  onFill: (first: NamedBlank) => void;
}

/**
 * The check before a CV leaves the app (download, V-Card, tailoring): with blanks left, a
 * dialog lists them and asks to fill them in or go on anyway; without, it goes on at once.
 */
export function useBlanksCheck() {
  // The dialog stays mounted once closed, so its closing focus step can run 'Fill them in'.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);

  const check = (blanks: NamedBlank[], then: Omit<Pending, 'blanks'>) => {
    if (blanks.length === 0) return then.onGoOn();
    setPending({ blanks, ...then });
    setOpen(true);
  };

  const element = pending && (
    <BlanksDialog
      open={open}
      onOpenChange={setOpen}
      blanks={pending.blanks}
      onFill={() => pending.onFill(pending.blanks[0]!)}
      onGoOn={() => {
        setOpen(false);
        pending.onGoOn();
      }}
    />
  );
  return { check, element };
}
