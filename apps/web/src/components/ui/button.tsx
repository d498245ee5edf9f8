import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/60',
  accent: 'bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-500 disabled:bg-accent-400/60',
  outline:
    'border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
};
// On a touch screen (pointer-coarse) every size is at least 44 × 44 px, WCAG's target size; a
// mouse keeps the denser sm. A min-width replaces a flex item's own minimum (its content), so
// shrink-0 keeps a crowded row from squeezing the label.
const sizes = {
  sm: 'h-9 px-3 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11 pointer-coarse:shrink-0',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child (a link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      {...(asChild ? {} : { type })}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
