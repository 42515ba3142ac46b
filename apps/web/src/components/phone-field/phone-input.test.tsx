import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ordersShared from '../../locales/en/orders-shared.json';
import { PhoneInput } from './phone-input.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { 'orders-shared': ordersShared } }, interpolation: { escapeValue: false }, showSupportNotice: false });
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

let seen = '';
function Harness() {
  const [phoneNo, setPhoneNo] = useState('0795551234');
  seen = phoneNo;
  return (
    <MantineProvider>
      <PhoneInput countryCode="+962" phoneNo={phoneNo} onCountryCodeChange={() => {}} onPhoneNoChange={setPhoneNo} />
    </MantineProvider>
  );
}

describe('PhoneInput', () => {
  it('turns a number typed the Jordanian way into its national significant number on leaving the field', async () => {
    await act(async () => root.render(<Harness />));
    const input = container.querySelector<HTMLInputElement>('input[type="tel"]')!;
    await act(async () => {
      input.focus();
      input.blur();
    });
    expect(seen).toBe('795551234');
  }, 30_000);
});
