import { StaticDocumentPage } from './static-document-page.tsx';

/** Usage policies (spec §2.12): server HTML, cleaned like the terms page, inside the signed-in frame. */
export default function UsagePoliciesPage() {
  return <StaticDocumentPage kind="usage" />;
}
