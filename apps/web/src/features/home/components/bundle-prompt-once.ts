/** Set once the bundle prompt has been shown (or closed): subscriptions are coming soon, so it is said once. */
export const BUNDLE_PROMPT_SHOWN = 'homeBundlePromptShown';
const OLD_DISMISSED = 'homeBundlePromptDismissed';

export function bundlePromptDue(storage: Storage = localStorage): boolean {
  return !storage.getItem(BUNDLE_PROMPT_SHOWN) && !storage.getItem(OLD_DISMISSED);
}

export function markBundlePromptShown(storage: Storage = localStorage) {
  storage.setItem(BUNDLE_PROMPT_SHOWN, '1');
}
