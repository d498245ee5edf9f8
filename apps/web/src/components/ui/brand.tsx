import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSiteTheme } from '@/lib/site-theme';

function Mark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden>
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <rect
        x="7"
        y="9"
        width="18"
        height="14"
        rx="2.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
      />
      <circle cx="12.5" cy="15" r="2.2" className="fill-accent-400" />
      <path d="M17 14h5M17 18h4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The logo, linking home: the one uploaded in Application Settings, or CareerCard's own. An
 * uploaded logo scales down in a crowded header (a 200 × 50 one beside Logout on a 360 px
 * phone); CareerCard's own keeps its size, as its name would otherwise spill out of its box.
 */
export function Brand({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  const logoUrl = useSiteTheme().data?.logoUrl;
  return (
    <Link
      to={paths.home}
      // Named even where a narrow screen shows the mark alone.
      aria-label="CareerCard"
      className={cn(
        'inline-flex items-center justify-center gap-2 text-lg font-bold tracking-tight pointer-coarse:min-h-11 pointer-coarse:min-w-11',
        logoUrl ? 'min-w-0' : 'pointer-coarse:shrink-0',
        className,
      )}
    >
      {logoUrl ? (
        // An uploaded logo is drawn for a light background; on a dark one it sits on white.
        <img
          src={logoUrl}
          alt="CareerCard"
          className={cn(
            'h-9 w-auto max-w-44 min-w-0 object-contain',
            inverse && 'rounded-md bg-white p-1',
          )}
        />
      ) : (
        <>
          <Mark className="size-8" />
          <span className={inverse ? 'text-white' : 'text-slate-900'}>
            Career<span className={inverse ? 'text-accent-400' : 'text-brand-700'}>Card</span>
          </span>
        </>
      )}
    </Link>
  );
}
