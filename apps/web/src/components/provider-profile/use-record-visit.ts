import { useEffect, useRef } from 'react';
import { recordProviderVisit } from '../../api/providers/provider-profile.ts';

/**
 * Records one visit per opening of a profile. The ref survives React's development double effect and
 * re-renders; closing the profile clears it so the next opening counts again. A failed count is not
 * the customer's concern and is only logged.
 */
export function useRecordVisit(providerId: number | null, opened: boolean) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!opened || providerId === null) {
      recorded.current = null;
      return;
    }
    if (recorded.current === providerId) return;
    recorded.current = providerId;
    recordProviderVisit(providerId).catch((err: unknown) => console.warn('visit not recorded', err));
  }, [providerId, opened]);
}
