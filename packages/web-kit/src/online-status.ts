import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it is online (it may be wrong the other way: a failed call is the proof). */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
