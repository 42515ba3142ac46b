import { describe, expect, it } from 'vitest';
import { emptyNewAddress } from '../../components/branch-chooser/new-address.ts';
import { buildOrderFormData } from './build-order-form-data.ts';
import { orderFormDefaults, type OrderFormValues } from './order-form.ts';

const description = { html: '<p><strong>Leaking</strong> kitchen tap</p>', text: ' Leaking kitchen tap\n' };
const values = (patch: Partial<OrderFormValues> = {}): OrderFormValues => ({ ...orderFormDefaults(), description, ...patch });
const names = (form: FormData) => [...new Set([...form.keys()])];
const field = (form: FormData, name: string) => form.get(name);

const newAddress = {
  ...emptyNewAddress(),
  name: ' Rana Haddad ',
  email: ' rana@example.jo ',
  phoneNo: '079 123 4567',
  location: { latitude: 31.95, longitude: 35.91, country: 'Jordan', city: 'Amman', area: 'Abdoun', address: 'Abdoun, Amman, Jordan' },
};

describe('buildOrderFormData', () => {
  it('direct award to a saved branch: ids, branchId, spId, the appointment in unix seconds, both descriptions, the code', () => {
    const form = buildOrderFormData({
      mode: 'T',
      categoryId: 3,
      subCategoryId: 12,
      values: values({ branchId: '7', spId: 41, orderDate: '2030-05-04 15:30:00', promoCode: ' SPRING ' }),
      files: [],
    });
    expect(names(form)).toEqual([
      'category',
      'subcategory',
      'branchId',
      'spId',
      'orderCreateAt',
      'promoCode',
      'description',
      'formattedDescription',
    ]);
    expect(field(form, 'category')).toBe('3');
    expect(field(form, 'subcategory')).toBe('12');
    expect(field(form, 'branchId')).toBe('7');
    expect(field(form, 'spId')).toBe('41');
    // 15:30 picked is 15:30 in Amman (UTC+3), whatever the browser's timezone.
    expect(Number(field(form, 'orderCreateAt'))).toBe(Date.UTC(2030, 4, 4, 12, 30) / 1000);
    expect(field(form, 'promoCode')).toBe('SPRING');
    expect(field(form, 'description')).toBe('Leaking kitchen tap');
    expect(field(form, 'formattedDescription')).toBe(description.html);
  });

  it('a new address carries the place and the contact; saved under its save-as name', () => {
    const form = buildOrderFormData({
      mode: 'T',
      categoryId: 1,
      subCategoryId: 2,
      values: values({
        branchId: 'new',
        address: { ...newAddress, isSave: true, saveAs: ' Villa ' },
        spId: 5,
        orderDate: '2030-01-01 09:00:00',
      }),
      files: [],
    });
    expect(Object.fromEntries(form.entries())).toMatchObject({
      branchId: 'new',
      branchName: 'Villa',
      latitude: '31.95',
      longitude: '35.91',
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdoun',
      name: 'Rana Haddad',
      email: 'rana@example.jo',
      countryCode: '+962',
      phoneNo: '0791234567',
      isSave: 'true',
      saveAs: 'Villa',
    });
  });

  it('a new address not saved sends isSave false, no saveAs, and names the branch after the place', () => {
    const form = buildOrderFormData({
      mode: 'E',
      categoryId: 1,
      subCategoryId: 2,
      values: values({ branchId: 'new', address: newAddress }),
      files: [],
    });
    expect(field(form, 'isSave')).toBe('false');
    expect(form.has('saveAs')).toBe(false);
    expect(field(form, 'branchName')).toBe('Abdoun, Amman');
  });

  it('express leaves out spId, orderCreateAt and promoCode even when the values hold them', () => {
    const form = buildOrderFormData({
      mode: 'E',
      categoryId: 1,
      subCategoryId: 2,
      values: values({ branchId: 'main', spId: 9, orderDate: '2030-01-01 09:00:00', promoCode: 'X' }),
      files: [],
    });
    expect(names(form)).toEqual(['category', 'subcategory', 'branchId', 'description', 'formattedDescription']);
    expect(field(form, 'branchId')).toBe('main');
  });

  it('sends every file under attachments, after the text fields, with its name', () => {
    const a = new File(['png'], 'a.png', { type: 'image/png' });
    const b = new File(['pdf'], 'b.pdf', { type: 'application/pdf' });
    const form = buildOrderFormData({ mode: 'E', categoryId: 1, subCategoryId: 2, values: values({ branchId: 'main' }), files: [a, b] });
    const files = form.getAll('attachments') as File[];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    expect([...form.keys()].slice(-2)).toEqual(['attachments', 'attachments']);
  });

  it('an empty promo code is not sent', () => {
    const form = buildOrderFormData({
      mode: 'T',
      categoryId: 1,
      subCategoryId: 2,
      values: values({ branchId: 'main', promoCode: '  ' }),
      files: [],
    });
    expect(form.has('promoCode')).toBe(false);
  });
});
