import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import notifications from '../../../locales/en/notifications.json';

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const permission = vi.hoisted(() => ({ answer: 'default' as NotificationPermission }));
vi.mock('../../../lib/toast.ts', () => toast);
vi.mock('../push-support.ts', () => ({ pushSupported: () => true }));
vi.mock('../push-subscription.ts', () => ({
  enablePush: vi.fn(async () => {
    (globalThis.Notification as unknown as { permission: NotificationPermission }).permission = permission.answer;
    return permission.answer;
  }),
}));

const { PushPrompt } = await import('./push-prompt.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications } }, interpolation: { escapeValue: false }, showSupportNotice: false });
});

beforeEach(() => {
  localStorage.clear();
  (globalThis as unknown as { Notification: { permission: NotificationPermission } }).Notification = { permission: 'default' };
  toast.toastSuccess.mockClear();
  toast.toastError.mockClear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function turnOn(answer: NotificationPermission) {
  permission.answer = answer;
  await act(async () => root.render(<MantineProvider><PushPrompt /></MantineProvider>));
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Turn on')!;
  await act(async () => button.click());
}

describe('PushPrompt', () => {
  it('says that notifications are on once the browser allows them', async () => {
    await turnOn('granted');
    expect(toast.toastSuccess).toHaveBeenCalledWith(notifications.push.enabled);
    expect(container.querySelector('[data-testid="push-prompt"]')).toBeNull();
  });

  it('says that they are blocked, and where to allow them, when the browser refuses', async () => {
    await turnOn('denied');
    expect(toast.toastError).toHaveBeenCalledWith(notifications.push.blocked);
  });
});
