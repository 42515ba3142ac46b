import '@portal/web-kit/zod-no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, initialLanguage } from '@portal/web-kit/language';
import { initPortalI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';

const lang = initialLanguage();
applyDocumentLanguage(lang);
await initPortalI18n(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App lang={lang} />
  </StrictMode>,
);
