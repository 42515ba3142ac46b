import { describe, expect, it } from 'vitest';
import { bundlePromptDue, markBundlePromptShown } from './bundle-prompt-once.ts';

describe('the bundle prompt', () => {
  it('is due on a first visit only: once shown it does not come back on the next visit', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(bundlePromptDue(storage)).toBe(true);
    markBundlePromptShown(storage);
    expect(bundlePromptDue(storage)).toBe(false);
  });

  it('stays away for those who closed it before', () => {
    window.localStorage.clear();
    window.localStorage.setItem('homeBundlePromptDismissed', '1');
    expect(bundlePromptDue()).toBe(false);
  });
});
