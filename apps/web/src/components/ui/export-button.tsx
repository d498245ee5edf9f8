import { Download } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A list's "Export CSV", on the right above it; a spinner while the file downloads. */
export function ExportButton({
  label,
  busy,
  onExport,
}: {
  label: string;
  busy: boolean;
  onExport: () => void;
}) {
  return (
    <div className="flex justify-end">
      <Button variant="outline" disabled={busy} onClick={onExport}>
        {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
        {label}
      </Button>
    </div>
  );
}
