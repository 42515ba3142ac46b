import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * The DOM that component tests render into, set up once per test file: the browser APIs Mantine asks for
 * that jsdom lacks (matchMedia, ResizeObserver), i18next with the namespaces the component reads (English),
 * and a fresh React root per test, unmounted after it.
 */
export function domTestRoot(namespaces: Record<string, unknown>, opts: { defaultNS?: string } = {}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let container: HTMLDivElement;
  let root: Root;

  beforeAll(async () => {
    window.matchMedia ??= ((query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: namespaces as Record<string, Record<string, unknown>> },
      ...(opts.defaultNS ? { defaultNS: opts.defaultNS } : {}),
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  });

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  return {
    get root() {
      return root;
    },
    get container() {
      return container;
    },
  };
}
