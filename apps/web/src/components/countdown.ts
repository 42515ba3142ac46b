import { useCallback, useEffect, useState } from 'react';

/** 125 -> "02:05": the verification countdown reads mm:ss (spec §2.4). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until a deadline. Counting against the clock rather than counting ticks keeps the
 * time right when a background tab throttles the interval.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState<number | null>(() => Date.now() + initialSeconds * 1000);
  const [seconds, setSeconds] = useState(initialSeconds);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(id);
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const restart = useCallback((from: number) => {
    setDeadline(Date.now() + from * 1000);
    setSeconds(from);
  }, []);
  const stop = useCallback(() => {
    setDeadline(null);
    setSeconds(0);
  }, []);

  return { seconds, restart, stop };
}
