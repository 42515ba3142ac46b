/**
 * Summaries of the operations whose route schema has none, keyed by `METHOD /path` as the document writes it.
 * They live here rather than in the route files while modules/ is being restructured (issue 14). A route
 * that declares its own summary wins; the OpenAPI test names an entry whose operation no longer exists.
 */
export const OPERATION_SUMMARIES: Readonly<Record<string, string>> = {
  'GET /api/admin/customer-type/get': 'Customer types (individual, company, ...) in the caller language',
  'GET /api/admin/industry/get': 'Industries of one customer type, in the caller language',
  'GET /api/master/web/onboarding-screen/get': 'Onboarding screens of the landing page (needs the static token)',
  'GET /api/user/terms-and-privacy/get': 'Terms and conditions or the privacy policy as HTML (needs the static token)',
  'GET /api/customer/homepage/banner/get': 'Home page banners',
  'GET /api/customer/homepage/service-provider/get': 'Top providers for the home page slider',
  'GET /api/customer/validation-data/get': 'The limits clients check input against (validation-data settings)',
  'GET /api/master/web/support-contact/get': 'Support phone and e-mail shown in the contact modal',
};
