import { lazy, Suspense, useState } from 'react';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { LoginModal } from './login-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';

// Sign-up carries the map, the phone metadata and the bot check: it loads when first opened.
const SignupModal = lazy(() => import('./signup-modal.tsx'));

export type AuthModal = { kind: 'login' } | { kind: 'signup' } | { kind: 'forgot' } | { kind: 'reset'; email: string; token: string } | null;
export type AuthModalsProps = { modal: AuthModal; onChange: (next: AuthModal) => void };

/** The modals of the public pages and how one leads to another (spec §2.3, §4.6). */
export function AuthModals({ modal, onChange }: AuthModalsProps) {
  const kind = modal?.kind ?? null;
  // Once opened, sign-up stays mounted so closing it by mistake does not lose what was typed.
  const [signupLoaded, setSignupLoaded] = useState(kind === 'signup');
  if (kind === 'signup' && !signupLoaded) setSignupLoaded(true);
  const close = () => onChange(null);

  return (
    <>
      <LoginModal
        opened={kind === 'login'}
        onClose={close}
        onForgotPassword={() => onChange({ kind: 'forgot' })}
        onCreateAccount={() => onChange({ kind: 'signup' })}
      />
      <ForgotPasswordModal opened={kind === 'forgot'} onClose={close} onBackToLogin={() => onChange({ kind: 'login' })} />
      {modal?.kind === 'reset' && (
        <ResetPasswordModal opened email={modal.email} token={modal.token} onClose={close} onDone={() => onChange({ kind: 'login' })} />
      )}
      {signupLoaded && (
        <Suspense fallback={null}>
          <SignupModal opened={kind === 'signup'} onClose={close} onLogin={() => onChange({ kind: 'login' })} />
        </Suspense>
      )}
    </>
  );
}
