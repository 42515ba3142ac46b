/** Which modal of the landing page is open; the shape the auth modals take (structurally, features do not import each other). */
export type LandingModal =
  { kind: 'login'; email?: string; next?: string } | { kind: 'signup' } | { kind: 'forgot' } | { kind: 'reset'; email: string; token: string } | null;

/** Query parameters and navigation state that open a modal (spec §2.1). */
export const MODAL_PARAMS = ['is-login', 'reset-password', 'email', 'token', 'next'] as const;

const flagSet = (v: string | null) => v !== null && v !== 'false' && v !== '0';

/**
 * The modal a landing URL asks for: ?reset-password=true&email=..&token=.. (the mailed link) opens
 * reset, ?is-login=true opens log in (with &email= prefilled and &next= the page to return to), navigation state { signUp: true } opens sign-up.
 */
export function modalFromLocation(search: URLSearchParams, state: unknown): LandingModal {
  if (flagSet(search.get('reset-password'))) {
    return { kind: 'reset', email: search.get('email')?.trim() ?? '', token: search.get('token')?.trim() ?? '' };
  }
  if (flagSet(search.get('is-login'))) {
    // The known e-mail (from verification) fills the form; `next` is the page to return to (lib/return-path.ts).
    return { kind: 'login', email: search.get('email')?.trim() || undefined, next: search.get('next') || undefined };
  }
  if (state && typeof state === 'object' && (state as { signUp?: unknown }).signUp) return { kind: 'signup' };
  return null;
}

/** The same search without the parameters that open modals, so closing one does not reopen it on reload. */
export function withoutModalParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const p of MODAL_PARAMS) next.delete(p);
  return next;
}
