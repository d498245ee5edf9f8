import { sampleCv } from '@careercard/shared/cv-sample';
import type { VcardLook } from '@careercard/shared/vcard-look';
import { FitWidth } from '@/components/ui/fit-width';
import { lookStyle } from '../utils/look-style';
import { VcardView, type VcardContact } from './vcard-view';

/** The sample person of the template previews, with a summary short enough for a thumbnail. */
const sample: VcardContact = {
  name: sampleCv.personal.name,
  title: sampleCv.personal.title,
  email: sampleCv.personal.email,
  phone: sampleCv.personal.phone,
  location: sampleCv.personal.location,
  summary: `${sampleCv.personal.summary.split('. ')[0]}.`,
  photoUrl: null,
  links: sampleCv.personal.links.slice(0, 1).map(({ label, url }) => ({ label, url })),
};

/** The public card's width (max-w-md), at which the preview is drawn and then shrunk. */
const CARD_WIDTH = 448;

/** A small picture of a look: the sample card drawn in it, on its page colour. */
export function VcardThumbnail({ look }: { look: VcardLook }) {
  return (
    <div
      aria-hidden
      inert
      style={lookStyle(look)}
      className="pointer-events-none aspect-[4/5] w-full overflow-hidden bg-(--vc-background) p-[6%] select-none"
    >
      <FitWidth contentWidth={CARD_WIDTH}>
        <VcardView card={sample} look={look} />
      </FitWidth>
    </div>
  );
}
