/**
 * Spec §5: number inputs refuse e, + and - (and '.' unless decimals are allowed); the amount paid also
 * refuses the up and down arrows, which would step the value without the user typing it. The left and
 * right arrows still move the caret.
 */
export function isBlockedNumberKey(key: string, opts: { decimals: boolean; stepKeys?: boolean }): boolean {
  if (key === 'e' || key === 'E' || key === '+' || key === '-') return true;
  if (key === '.' && !opts.decimals) return true;
  if (opts.stepKeys !== false && (key === 'ArrowUp' || key === 'ArrowDown')) return true;
  return false;
}

/** A keydown handler for an input built on isBlockedNumberKey. */
export const blockNumberKeys =
  (opts: { decimals: boolean; stepKeys?: boolean }) =>
  (e: { key: string; preventDefault: () => void; ctrlKey?: boolean; metaKey?: boolean }) => {
    // Shortcuts such as Ctrl+E stay the browser's.
    if (e.ctrlKey || e.metaKey) return;
    if (isBlockedNumberKey(e.key, opts)) e.preventDefault();
  };

/** Amounts in JOD carry three decimals at most (fils). */
export const JOD_DECIMALS = 3;
export const MAX_AMOUNT = 100_000;

/** True when a value has at most `decimals` digits after the point. */
export const withinDecimals = (n: number, decimals = JOD_DECIMALS) => Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6;
