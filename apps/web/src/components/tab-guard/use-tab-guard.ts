import { useEffect, useState } from 'react';
import { watchTabs } from './tab-presence.ts';

/** True once the portal has been opened in another tab of this browser after this one. */
export function useTabGuard(): boolean {
  const [displaced, setDisplaced] = useState(false);
  useEffect(() => watchTabs(() => setDisplaced(true)), []);
  return displaced;
}
