import { BenefitsSection } from './sections/benefits-section.tsx';
import { ContactSection } from './sections/contact-section.tsx';
import { FeaturesSection } from './sections/features-section.tsx';
import { GallerySection } from './sections/gallery-section.tsx';
import { HeroSection } from './sections/hero-section.tsx';
import { PlansSection } from './sections/plans-section.tsx';

/** The landing page for store owners (spec section 9 'Landing'). */
export function LandingPage() {
  return (
    <main>
      <title>TryOwn · Try it | Own it</title>
      <HeroSection />
      <BenefitsSection />
      <FeaturesSection />
      <PlansSection />
      <GallerySection />
      <ContactSection />
    </main>
  );
}
