import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { changeLanguage, languageFromSegment } from '@portal/web-kit/language';
import { currentLang } from '@portal/web-kit/i18n';
import { useSession } from '../../../lib/session.ts';
import { modalFromLocation, withoutModalParams, type LandingModal } from '../landing-modal.ts';
import { ContactSection } from './contact-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { WhyUsSection } from './why-us-section.tsx';

/*
 * The two sliders sit below the fold and carry the carousel (Embla, its CSS, autoplay, ratings): they load
 * after the first paint, keeping /landing inside its 170 KB budget (issue 7). Until then a block of their
 * height holds the place, so nothing below moves when they arrive.
 */
const ProviderSlider = lazy(() => import('./provider-slider.tsx').then((m) => ({ default: m.ProviderSlider })));
const OnboardingCarousel = lazy(() => import('./onboarding-carousel.tsx').then((m) => ({ default: m.OnboardingCarousel })));

export type LandingModalsProps = { modal: LandingModal; onChange: (next: LandingModal) => void };

type Props = {
  /**
   * The log-in, sign-up and password modals. They belong to the auth feature and features do not import
   * each other, so the app passes them in (app/landing-route.tsx).
   */
  Modals?: ComponentType<LandingModalsProps>;
};

/** Public landing page (spec §2.3): banner, how it works, why us, golden technicians, onboarding, contact. */
export default function LandingPage({ Modals }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const { id } = useParams();
  const session = useSession();
  const [modal, setModal] = useState<LandingModal>(() => modalFromLocation(new URLSearchParams(location.search), location.state));

  // /landing/english|arabic|french switches the language (spec §2.1); a change reloads the page.
  useEffect(() => {
    const lang = languageFromSegment(id);
    if (lang && lang !== currentLang()) changeLanguage(lang);
  }, [id]);

  // The header's log-in and sign-up buttons navigate to this page again: follow each new location.
  useEffect(() => {
    const asked = modalFromLocation(new URLSearchParams(location.search), location.state);
    if (asked) setModal(asked);
  }, [location.key, location.search, location.state]);

  const change = useCallback(
    (next: LandingModal) => {
      setModal(next);
      const search = new URLSearchParams(location.search);
      const carriesModal = modalFromLocation(search, location.state) !== null;
      // Once acted on, the link's parameters go, so a reload does not reopen a closed modal.
      if (carriesModal) {
        const rest = withoutModalParams(search).toString();
        navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: null });
      }
    },
    [location.pathname, location.search, location.state, navigate],
  );

  return (
    <>
      <HeroSection
        // Ordering needs an account: a signed-in customer goes straight to the services.
        onOrder={() => (session ? navigate('/home') : change({ kind: 'login' }))}
        onSignUp={() => change({ kind: 'signup' })}
      />
      <HowItWorksSection />
      <WhyUsSection />
      <Suspense fallback={<div style={{ minHeight: 400 }} />}>
        <ProviderSlider />
        <OnboardingCarousel />
      </Suspense>
      <ContactSection />
      {Modals && <Modals modal={modal} onChange={change} />}
    </>
  );
}
