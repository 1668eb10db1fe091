import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ScreenshotsSection } from './screenshots-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ScreenshotsSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
