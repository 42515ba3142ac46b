import { act } from 'react';
import { MantineProvider } from '@mantine/core';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';
import orderCreate from '../../../locales/en/order-create.json';
import { AppointmentField } from './appointment-field.tsx';

const dom = domTestRoot({ 'order-create': orderCreate });

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

const field = () => dom.container.querySelector<HTMLButtonElement>('button[data-dates-input]') ?? dom.container.querySelector('button')!;

describe('AppointmentField', () => {
  it('is not flagged when its calendar opens and the focus leaves the field, only after a submit', async () => {
    await act(async () => dom.root.render(<Harness />));
    await act(async () => {
      field().focus();
      field().click();
    });
    await act(async () => {
      field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      field().blur();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(dom.container.textContent).not.toContain('REQUIRED');
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(dom.container.textContent).toContain('REQUIRED');
  }, 30_000);
});
