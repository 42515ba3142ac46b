import LandingPage from '../features/landing/components/landing-page.tsx';
import { AuthModals } from '../features/auth/components/auth-modals.tsx';

/** The landing page with the auth feature's modals: the app composes the two features (docs/design.md). */
export default function LandingRoute() {
  return <LandingPage Modals={AuthModals} />;
}
