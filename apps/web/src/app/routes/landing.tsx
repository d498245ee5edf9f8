import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { UploadModal } from '@/features/cv-upload/components/upload-modal';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { Testimonials } from '@/features/landing/components/testimonials';
import { useSession } from '@/lib/session';

export function Component() {
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <>
      <Hero onUpload={() => setUploading(true)} />
      <FeaturesSection />
      <HowItWorks />
      <Testimonials />
      <CallToAction to={signedIn ? paths.dashboard.myCvs : paths.signup} />
      <UploadModal
        open={uploading}
        onOpenChange={setUploading}
        onUploaded={(cvText) => navigate(paths.analyzer, { state: { cvText } })}
        onPasteInstead={() => navigate(paths.analyzer)}
      />
    </>
  );
}
