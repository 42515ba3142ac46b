import { API_BASE } from '@portal/web-kit/api-client';

/**
 * GET /captcha/challenge (docs/design.md, Bot check). The ALTCHA widget fetches it itself through its
 * challengeurl attribute, so this module only names the URL and loads the widget's code on demand.
 */
export const CAPTCHA_CHALLENGE_URL = `${API_BASE}/captcha/challenge`;

/** Registers the <altcha-widget> custom element; only the sign-up form needs it, so it is not in the first load. */
export const loadAltchaWidget = () => import('altcha');
