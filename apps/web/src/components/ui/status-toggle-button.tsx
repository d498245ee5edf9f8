import { Eye, EyeOff } from 'lucide-react';
import { Button, type ButtonProps } from './button';

interface StatusToggleButtonProps extends Omit<ButtonProps, 'size' | 'variant'> {
  /** Whether the record is on now (Enabled, Published): the button turns it off. */
  on: boolean;
}

/** Turns a record on or off; its label (the children) says which, e.g. Disable or Publish. */
export function StatusToggleButton({ on, children, ...props }: StatusToggleButtonProps) {
  const Icon = on ? EyeOff : Eye;
  return (
    <Button size="sm" variant="outline" {...props}>
      <Icon className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
