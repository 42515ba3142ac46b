import { act, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { domTestRoot } from '../test-support/dom-test-root.ts';
import { PhoneInput } from './phone-input.tsx';

const dom = domTestRoot({ common: en.common });

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
    await act(async () => dom.root.render(<Harness />));
    const input = dom.container.querySelector<HTMLInputElement>('input[type="tel"]')!;
    await act(async () => {
      input.focus();
      input.blur();
    });
    expect(seen).toBe('795551234');
  }, 30_000);
});
