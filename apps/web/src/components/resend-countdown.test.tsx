import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../locales/en/common.json';
import { ResendCountdown } from './resend-countdown.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  // Mantine asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', interpolation: { escapeValue: false }, showSupportNotice: false });
});

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const clock = () => container.querySelector('[data-testid="countdown"]')?.textContent;
const resendButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Resend link'));

function render(props: Partial<React.ComponentProps<typeof ResendCountdown>> = {}) {
  const onResend = props.onResend ?? vi.fn(() => Promise.resolve());
  act(() =>
    root.render(
      <MantineProvider>
        <ResendCountdown stopped={false} canResend onResend={onResend} {...props} />
      </MantineProvider>,
    ),
  );
  return onResend;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ResendCountdown (spec §2.4)', () => {
  it('counts down from 02:00 and offers Resend only at zero; a resend restarts at 01:00 and hides it', async () => {
    const onResend = render();
    expect(clock()).toBe('02:00');
    expect(resendButton()).toBeUndefined();

    advance(60_000);
    expect(clock()).toBe('01:00');
    advance(59_000);
    expect(clock()).toBe('00:01');
    expect(resendButton()).toBeUndefined();

    advance(1_000);
    expect(clock()).toBe('00:00');
    expect(resendButton()).toBeDefined();

    await act(async () => resendButton()!.click());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(clock()).toBe('01:00');
    expect(resendButton()).toBeUndefined();

    advance(60_000);
    expect(clock()).toBe('00:00');
    expect(resendButton()).toBeDefined();
  });

  it('keeps the button when the resend fails', async () => {
    render({ onResend: () => Promise.reject(new Error('no')) });
    advance(120_000);
    await act(async () => resendButton()!.click());
    expect(clock()).toBe('00:00');
    expect(resendButton()).toBeDefined();
  });

  it('zeroes the clock and offers no resend once stopped (account verified)', () => {
    render({ stopped: true });
    expect(clock()).toBe('00:00');
    advance(130_000);
    expect(resendButton()).toBeUndefined();
  });

  it('offers no resend when no account is known', () => {
    render({ canResend: false });
    advance(120_000);
    expect(clock()).toBe('00:00');
    expect(resendButton()).toBeUndefined();
  });
});
