import '@portal/web-kit/zod-no-eval';
import '@portal/web-kit/full-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, initialLanguage } from '@portal/web-kit/language';
import { initI18n } from '@portal/web-kit/i18n';
import { App } from './app/app.tsx';

const lang = initialLanguage();
applyDocumentLanguage(lang);
await initI18n(lang, import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App lang={lang} />
  </StrictMode>,
);
