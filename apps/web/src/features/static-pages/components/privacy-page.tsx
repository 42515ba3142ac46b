import { StaticDocumentPage } from './static-document-page.tsx';

export default function PrivacyPage() {
  return <StaticDocumentPage kind="privacy" />;
}
