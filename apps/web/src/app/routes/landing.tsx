import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { Testimonials } from '@/features/landing/components/testimonials';
import { useSession } from '@/lib/session';

/** The upload dialog (with its dialog and upload code) loads when a visitor first opens it. */
const UploadModal = lazy(() =>
  import('@/features/cv-upload/components/upload-modal').then((module) => ({
    default: module.UploadModal,
  })),
);

export function Component() {
  const [uploading, setUploading] = useState(false);
  // Once opened it stays mounted, so it closes with its animation and gives focus back.
  const [wanted, setWanted] = useState(false);
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <>
      <Hero
        onUpload={() => {
          setWanted(true);
          setUploading(true);
        }}
      />
      <FeaturesSection />
      <HowItWorks />
      <Testimonials />
      <CallToAction to={signedIn ? paths.dashboard.myCvs : paths.signup} />
      {wanted && (
        <Suspense fallback={null}>
          <UploadModal
            open={uploading}
            onOpenChange={setUploading}
            onUploaded={(cvText) => navigate(paths.analyzer, { state: { cvText } })}
            onPasteInstead={() => navigate(paths.analyzer)}
          />
        </Suspense>
      )}
    </>
  );
}
