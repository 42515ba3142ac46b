import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * Every modal loads when first opened: their forms carry zod, the phone metadata, and for sign-up the map
 * and the bot check, none of which the landing page needs to paint. Log in is fetched once the browser is
 * idle, as it is the modal most visitors open.
 */
const loadLogin = () => import('./login-modal.tsx').then((m) => ({ default: m.LoginModal }));
const LoginModal = lazy(loadLogin);
const ForgotPasswordModal = lazy(() => import('./forgot-password-modal.tsx').then((m) => ({ default: m.ForgotPasswordModal })));
const ResetPasswordModal = lazy(() => import('./reset-password-modal.tsx').then((m) => ({ default: m.ResetPasswordModal })));
const SignupModal = lazy(() => import('./signup-modal.tsx'));

export type AuthModal =
  { kind: 'login'; email?: string; next?: string } | { kind: 'signup' } | { kind: 'forgot' } | { kind: 'reset'; email: string; token: string } | null;
type Kind = NonNullable<AuthModal>['kind'];
export type AuthModalsProps = { modal: AuthModal; onChange: (next: AuthModal) => void };

/** The modals of the public pages and how one leads to another (spec §2.3, §4.6). */
export function AuthModals({ modal, onChange }: AuthModalsProps) {
  const kind = modal?.kind ?? null;
  // Once opened a modal stays mounted: its closing animation plays, and sign-up keeps what was typed.
  const [mounted, setMounted] = useState<ReadonlySet<Kind>>(() => new Set(kind ? [kind] : []));
  if (kind && !mounted.has(kind)) setMounted(new Set([...mounted, kind]));

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadLogin());
  }, []);

  const close = () => onChange(null);
  const login = modal?.kind === 'login' ? modal : undefined;

  return (
    <Suspense fallback={null}>
      {mounted.has('login') && (
        <LoginModal
          opened={kind === 'login'}
          email={login?.email}
          next={login?.next}
          onClose={close}
          onForgotPassword={() => onChange({ kind: 'forgot' })}
          onCreateAccount={() => onChange({ kind: 'signup' })}
        />
      )}
      {mounted.has('forgot') && (
        <ForgotPasswordModal opened={kind === 'forgot'} onClose={close} onBackToLogin={() => onChange({ kind: 'login' })} />
      )}
      {modal?.kind === 'reset' && (
        <ResetPasswordModal opened email={modal.email} token={modal.token} onClose={close} onDone={() => onChange({ kind: 'login', email: modal.email })} />
      )}
      {mounted.has('signup') && <SignupModal opened={kind === 'signup'} onClose={close} onLogin={() => onChange({ kind: 'login' })} />}
    </Suspense>
  );
}
