import { StaticDocumentPage } from './static-document-page.tsx';

export default function TermsPage() {
  return <StaticDocumentPage kind="terms" />;
}
