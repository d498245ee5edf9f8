import type { VcardLook } from '@careercard/shared/vcard-look';
import type { PublicVcard } from '@careercard/shared/vcards';
import { addressHref } from '@careercard/shared/web-address';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { lookStyle } from '../utils/look-style';

/** What a card says: the contact parts of its CV. */
export type VcardContact = Pick<
  PublicVcard,
  'name' | 'title' | 'email' | 'phone' | 'location' | 'summary' | 'photoUrl' | 'links'
>;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm break-all">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-(--vc-tint) text-(--vc-muted)">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** The photo, or the initials on the accent (on the card where the header is the accent). */
function Portrait({ card, look, small }: { card: VcardContact; look: VcardLook; small: boolean }) {
  const size = small ? 'size-20 text-2xl' : 'size-28 text-3xl';
  const photo = card.photoUrl && addressHref(card.photoUrl);
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        className={cn(size, 'shrink-0 rounded-full object-cover ring-4 ring-(--vc-surface)')}
      />
    );
  }
  const onAccent = look.layout !== 'centered';
  return (
    <span
      aria-hidden
      className={cn(
        size,
        'flex shrink-0 items-center justify-center rounded-full font-bold ring-4 ring-(--vc-surface)',
        onAccent
          ? 'bg-(--vc-surface) text-(--vc-accent)'
          : 'bg-(--vc-accent) text-(--vc-on-accent)',
      )}
    >
      {initialsOf(card.name)}
    </span>
  );
}

/**
 * A V-Card drawn in its look: the colours, the font, the layout (banner: a coloured header with
 * the photo, as Modern; centered: plain, as Minimal; split: the photo beside the name) and only
 * the fields the look shows. Every template draws through here: a new one needs no code.
 */
export function VcardView({
  card,
  look,
  onLinkOpen,
}: {
  card: VcardContact;
  look: VcardLook;
  /** A phone number, an e-mail address or a link on the card was opened. */
  onLinkOpen?: (() => void) | undefined;
}) {
  const { show, layout } = look;
  const split = layout === 'split';
  const onAccent = layout !== 'centered';
  const links = show.links ? card.links : [];
  const rows = [
    show.phone && card.phone && (
      <Row key="phone" icon={<Phone className="size-4" aria-hidden />}>
        <a
          href={`tel:${card.phone.replace(/[^\d+]/g, '')}`}
          onClick={onLinkOpen}
          className="hover:underline"
        >
          {card.phone}
        </a>
      </Row>
    ),
    show.email && card.email && (
      <Row key="email" icon={<Mail className="size-4" aria-hidden />}>
        <a href={`mailto:${card.email}`} onClick={onLinkOpen} className="hover:underline">
          {card.email}
        </a>
      </Row>
    ),
    show.location && card.location && (
      <Row key="location" icon={<MapPin className="size-4" aria-hidden />}>
        {card.location}
      </Row>
    ),
    ...links.map((link) => {
      // A CV's link is the user's own text: only a web, e-mail or phone address opens.
      const href = addressHref(link.url, { contact: true });
      return (
        <Row key={`link-${link.url}`} icon={<Globe className="size-4" aria-hidden />}>
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              onClick={onLinkOpen}
              className="hover:underline"
            >
              {link.label || link.url}
            </a>
          ) : (
            link.label || link.url
          )}
        </Row>
      );
    }),
  ].filter(Boolean);
  const summary = show.summary && card.summary;

  return (
    <article
      aria-label={card.name}
      data-layout={layout}
      style={lookStyle(look)}
      className="overflow-hidden rounded-3xl bg-(--vc-surface) text-(--vc-text) shadow-xl ring-1 ring-(--vc-line)"
    >
      <header
        className={cn(
          'flex px-6',
          split
            ? 'flex-row items-center gap-4 py-6 text-left'
            : 'flex-col items-center text-center',
          layout === 'banner' && 'pt-10 pb-8',
          layout === 'centered' && 'pt-10 pb-2',
          onAccent && 'bg-(--vc-accent) text-(--vc-on-accent)',
        )}
      >
        {show.photo && <Portrait card={card} look={look} small={split} />}
        <div className={cn('min-w-0', !split && show.photo && 'mt-4')}>
          <h1 className="text-2xl font-bold break-words">{card.name}</h1>
          {show.title && card.title && (
            <p className={cn('mt-1', !onAccent && 'text-(--vc-muted)')}>{card.title}</p>
          )}
        </div>
      </header>
      {(summary || rows.length > 0) && (
        <div className="space-y-5 px-6 py-6">
          {summary && <p className="text-sm leading-relaxed">{summary}</p>}
          {rows.length > 0 && <ul className="space-y-3">{rows}</ul>}
        </div>
      )}
    </article>
  );
}
