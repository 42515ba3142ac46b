import { act } from 'react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';
import notifications from '../../../locales/en/notifications.json';

const toast = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
const permission = vi.hoisted(() => ({ answer: 'default' as NotificationPermission }));
vi.mock('@portal/web-kit/toast', () => toast);
vi.mock('../push-support.ts', () => ({ pushSupported: () => true }));
vi.mock('../push-subscription.ts', () => ({
  enablePush: vi.fn(async () => {
    (globalThis.Notification as unknown as { permission: NotificationPermission }).permission = permission.answer;
    return permission.answer;
  }),
}));

const { PushPrompt } = await import('./push-prompt.tsx');

const dom = domTestRoot({ notifications });

beforeEach(() => {
  localStorage.clear();
  (globalThis as unknown as { Notification: { permission: NotificationPermission } }).Notification = { permission: 'default' };
  toast.toastSuccess.mockClear();
  toast.toastError.mockClear();
});

async function turnOn(answer: NotificationPermission) {
  permission.answer = answer;
  await act(async () => dom.root.render(<MantineProvider><PushPrompt /></MantineProvider>));
  const button = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Turn on')!;
  await act(async () => button.click());
}

describe('PushPrompt', () => {
  it('says that notifications are on once the browser allows them', async () => {
    await turnOn('granted');
    expect(toast.toastSuccess).toHaveBeenCalledWith(notifications.push.enabled);
    expect(dom.container.querySelector('[data-testid="push-prompt"]')).toBeNull();
  });

  it('says that they are blocked, and where to allow them, when the browser refuses', async () => {
    await turnOn('denied');
    expect(toast.toastError).toHaveBeenCalledWith(notifications.push.blocked);
  });
});
