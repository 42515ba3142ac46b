import './lib/zod-no-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, initialLanguage } from './lib/language.ts';
import { initI18n } from './lib/i18n.ts';
import { App } from './app/app.tsx';

const lang = initialLanguage();
applyDocumentLanguage(lang);
await initI18n(lang);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App lang={lang} />
  </StrictMode>,
);
