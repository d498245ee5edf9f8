import type { PublicVcard } from '@careercard/shared/vcards';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Only web and mail links open from a card: a CV's link text is the user's own input. */
const safeHref = (url: string) => (/^(https?:|mailto:)/i.test(url) ? url : `https://${url}`);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm break-all text-slate-700">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** A V-Card in its template: Modern (a coloured header) or Minimal (plain and centred). */
export function VcardView({ card }: { card: PublicVcard }) {
  const modern = card.template === 'modern';
  const photo = card.photoUrl ? (
    <img
      src={card.photoUrl}
      alt=""
      className="size-28 rounded-full object-cover ring-4 ring-white"
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-28 items-center justify-center rounded-full text-3xl font-bold ring-4 ring-white',
        modern ? 'bg-accent-400 text-slate-900' : 'bg-slate-900 text-white',
      )}
    >
      {initialsOf(card.name)}
    </span>
  );
  return (
    <article
      aria-label={card.name}
      className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200"
    >
      <header
        className={cn(
          'flex flex-col items-center px-6 text-center',
          modern ? 'bg-brand-800 pt-10 pb-8 text-white' : 'pt-10 pb-2 text-slate-900',
        )}
      >
        {photo}
        <h1 className="mt-4 text-2xl font-bold">{card.name}</h1>
        {card.title && (
          <p className={cn('mt-1', modern ? 'text-brand-100' : 'text-slate-600')}>{card.title}</p>
        )}
      </header>
      <div className="space-y-5 px-6 py-6">
        {card.summary && <p className="text-sm leading-relaxed text-slate-700">{card.summary}</p>}
        <ul className="space-y-3">
          {card.phone && (
            <Row icon={<Phone className="size-4" aria-hidden />}>
              <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}>{card.phone}</a>
            </Row>
          )}
          {card.email && (
            <Row icon={<Mail className="size-4" aria-hidden />}>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </Row>
          )}
          {card.location && (
            <Row icon={<MapPin className="size-4" aria-hidden />}>{card.location}</Row>
          )}
          {card.links.map((link) => (
            <Row key={link.url} icon={<Globe className="size-4" aria-hidden />}>
              <a href={safeHref(link.url)} target="_blank" rel="noopener noreferrer nofollow">
                {link.label || link.url}
              </a>
            </Row>
          ))}
        </ul>
      </div>
    </article>
  );
}
