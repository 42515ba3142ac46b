import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import orderCreate from '../../../locales/en/order-create.json';
import { AppointmentField } from './appointment-field.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { 'order-create': orderCreate } }, interpolation: { escapeValue: false }, showSupportNotice: false });
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

/** The direct award form's wiring: required, validated from the first touch on (react-hook-form's onTouched). */
function Harness() {
  type Values = { orderDate: string | null };
  const resolver: Resolver<Values> = async (values) =>
    values.orderDate
      ? { values, errors: {} as Record<string, never> }
      : { values: {} as Record<string, never>, errors: { orderDate: { type: 'required', message: 'REQUIRED' } } };
  const form = useForm<Values>({ defaultValues: { orderDate: null }, mode: 'onTouched', resolver });
  const { field, fieldState } = useController({ control: form.control, name: 'orderDate' });
  return (
    <MantineProvider>
      <form onSubmit={form.handleSubmit(() => {})}>
        <AppointmentField value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        <button type="submit">send</button>
      </form>
    </MantineProvider>
  );
}

const field = () => container.querySelector<HTMLButtonElement>('button[data-dates-input]') ?? container.querySelector('button')!;

describe('AppointmentField', () => {
  it('is not flagged when its calendar opens and the focus leaves the field, only after a submit', async () => {
    await act(async () => root.render(<Harness />));
    await act(async () => {
      field().focus();
      field().click();
    });
    await act(async () => {
      field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      field().blur();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.textContent).not.toContain('REQUIRED');
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.textContent).toContain('REQUIRED');
  }, 30_000);
});
