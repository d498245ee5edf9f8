import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { useCopy } from '@/lib/use-copy';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  label: string;
  /** Shown for 2 seconds after copying, e.g. 'Copied!'. */
  copiedLabel: string;
}

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, label, copiedLabel, ...props }: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const Icon = copied ? Check : Copy;
  return (
    <Button variant="outline" {...props} onClick={() => void copy(text)}>
      <Icon className="size-4" aria-hidden />
      {copied ? copiedLabel : label}
    </Button>
  );
}
