import { Suspense } from 'react';

import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ScreenshotsSection } from './screenshots-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

// Each section is a boundary of its own: over the pre-rendered page, React hydrates them one
// by one (the one the visitor touches first), never the whole long page in one task.
export default function LandingPage() {
  return (
    <>
      <Suspense>
        <HeroSection />
      </Suspense>
      <Suspense>
        <FeaturesSection />
      </Suspense>
      <Suspense>
        <ScreenshotsSection />
      </Suspense>
      <Suspense>
        <PricingSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <FaqSection />
      </Suspense>
      <Suspense>
        <FinalCtaSection />
      </Suspense>
    </>
  );
}
