import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import { branchSchema } from './branches.ts';
import {
  attachmentProblem,
  directOrderFieldsSchema,
  expressOrderFieldsSchema,
  feesStatusUpdateSchema,
  isAllowedFontSize,
  isAttachmentsProblem,
  maxAttachments,
  orderListQuerySchema,
  orderNumber,
  paymentAddSchema,
  ratingAddSchema,
  type AttachmentLimits,
} from './orders.ts';

const LIMITS: AttachmentLimits = {
  noOfGalleryPhotos: 2,
  noOfGalleryVideos: 1,
  durationOfGalleryVideo: 2,
  fileSizeLimit: 100,
  filePDFSizeLimit: 200,
  videoSizeLimit: 1000,
};
const base = { category: '1', subcategory: '2', branchId: 'main', description: ' Fix the tap ', formattedDescription: '<p>Fix</p>' };
const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('order creation fields', () => {
  it('express: multipart text becomes typed values; address fields are ignored for main and saved branches', () => {
    expect(expressOrderFieldsSchema.parse({ ...base, promoCode: '', branchName: '' })).toEqual({
      category: 1,
      subcategory: 2,
      branchId: 'main',
      description: 'Fix the tap',
      formattedDescription: '<p>Fix</p>',
      promoCode: undefined,
      isAttachments: undefined,
      address: null,
      fromFields: false,
    });
    expect(expressOrderFieldsSchema.parse({ ...base, branchId: '12' }).branchId).toBe(12);
    expect(expressOrderFieldsSchema.parse({ ...base, formattedDescription: undefined }).formattedDescription).toBe('');
  });

  it("a new address is checked only for branchId 'new', and saved under saveAs (or its name) when isSave", () => {
    const address = {
      branchName: 'Shop',
      latitude: '31.9',
      longitude: '35.9',
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdali',
      name: 'Sam',
      email: 'S@x.jo',
      countryCode: '+962',
      phoneNo: '791234567',
    };
    const plain = expressOrderFieldsSchema.parse({ ...base, branchId: 'new', ...address });
    expect(plain.address).toMatchObject({ branchName: 'Shop', latitude: 31.9, email: 's@x.jo', isSave: false, saveAs: undefined });
    expect(expressOrderFieldsSchema.parse({ ...base, branchId: 'new', ...address, isSave: 'true' }).address).toMatchObject({
      isSave: true,
      saveAs: 'Shop',
    });
    expect(
      expressOrderFieldsSchema.parse({ ...base, branchId: 'new', ...address, isSave: 'true', saveAs: 'Store 2' }).address!.saveAs,
    ).toBe('Store 2');
    const bad = expressOrderFieldsSchema.safeParse({
      ...base,
      branchId: 'new',
      ...address,
      latitude: '',
      area: 'x'.repeat(21),
      isSave: 'maybe',
    });
    expect(errorsOf(bad)).toMatchObject({ latitude: 'locationRequired', area: 'areaMax', isSave: 'invalidInput' });
  });

  it('message keys of the basic fields', () => {
    const r = directOrderFieldsSchema.safeParse({
      category: '',
      subcategory: 'x',
      branchId: 'home',
      description: '   ',
      spId: '',
      orderCreateAt: '',
      promoCode: 'p'.repeat(41),
    });
    expect(errorsOf(r)).toEqual({
      category: 'categoryRequired',
      subcategory: 'subCategoryRequired',
      branchId: 'branchRequired',
      description: 'descriptionRequired',
      spId: 'providerRequired',
      orderCreateAt: 'orderDateIsRequired',
      promoCode: 'promoCodeMax',
    });
    expect(directOrderFieldsSchema.parse({ ...base, spId: '7', orderCreateAt: '1767225600' })).toMatchObject({
      spId: 7,
      orderCreateAt: 1767225600,
    });
  });

  it('order numbers', () => {
    expect(orderNumber('T', 12)).toBe('DA-000012');
    expect(orderNumber('E', 1234567)).toBe('EX-1234567');
  });

  it('font sizes 8..72 px only', () => {
    expect(['8px', '72px', ' 16px '].every(isAllowedFontSize)).toBe(true);
    expect(['7px', '73px', '16em', '16', 'calc(1px)'].some(isAllowedFontSize)).toBe(false);
  });
});

describe('attachmentProblem (spec §5, §8)', () => {
  const img = { mime: 'image/png', bytes: 1000 };
  const pdf = { mime: 'application/pdf', bytes: 1000 };
  const vid = { mime: 'video/mp4', bytes: 1000, durationSeconds: 60 };
  it('types, sizes in KB and the video duration in minutes', () => {
    expect(attachmentProblem([img, pdf, vid], LIMITS)).toBeNull();
    expect(attachmentProblem([{ mime: 'image/gif', bytes: 1 }], LIMITS)).toEqual({ key: 'fileMediaType', params: {} });
    expect(attachmentProblem([{ ...img, bytes: 100 * 1024 + 1 }], LIMITS)).toEqual({ key: 'fileSizeLimit', params: { size: 100 } });
    expect(attachmentProblem([{ ...img, bytes: 100 * 1024 }], LIMITS)).toBeNull();
    expect(attachmentProblem([{ ...pdf, bytes: 200 * 1024 + 1 }], LIMITS)?.key).toBe('filePDFSizeLimit');
    expect(attachmentProblem([{ ...vid, bytes: 1000 * 1024 + 1 }], LIMITS)?.key).toBe('fileSize');
    expect(attachmentProblem([{ ...vid, durationSeconds: 121 }], LIMITS)).toEqual({ key: 'videoDuration', params: { duration: 2 } });
    expect(attachmentProblem([{ ...vid, durationSeconds: 120 }], LIMITS)).toBeNull();
    expect(attachmentProblem([{ ...vid, durationSeconds: null }], LIMITS)?.key).toBe('fileMediaType');
  });
  it('counts', () => {
    expect(maxAttachments(LIMITS)).toBe(5);
    expect(attachmentProblem([img, img, img], LIMITS)).toEqual({ key: 'totalImages', params: { count: 2 } });
    expect(attachmentProblem([vid, vid], LIMITS)).toEqual({ key: 'totalVideos', params: { count: 1 } });
    expect(attachmentProblem([img, img, vid, pdf, pdf, pdf], LIMITS)).toEqual({ key: 'totalFiles', params: { count: 5 } });
    expect(attachmentProblem([img, img, vid, pdf], LIMITS, 1)).toBeNull();
    expect(attachmentProblem([img, img, vid, pdf], LIMITS, 2)?.key).toBe('totalFiles');
  });
});

describe('lists and actions', () => {
  it('list filters: empty is absent, DESC by default, the range must be ordered', () => {
    expect(orderListQuerySchema.parse({ forActive: '', dateStart: '', status: '' })).toEqual({ dateSort: 'DESC' });
    expect(orderListQuerySchema.parse({ forActive: 'true', dateStart: '10', dateEnd: '20', dateSort: 'ASC', status: 'DONE' })).toEqual({
      forActive: 'true',
      dateStart: 10,
      dateEnd: 20,
      dateSort: 'ASC',
      status: 'DONE',
    });
    expect(errorsOf(orderListQuerySchema.safeParse({ dateStart: '20', dateEnd: '10' }))).toEqual({ dateEnd: 'dateRangeInvalid' });
    expect(orderListQuerySchema.safeParse({ status: 'XX' }).success).toBe(false);
  });

  it('fees, payment and rating payloads', () => {
    expect(feesStatusUpdateSchema.parse({ serviceId: '4', type: 'DA', feesStatus: 'ACPT' })).toEqual({
      serviceId: 4,
      type: 'DA',
      feesStatus: 'ACPT',
    });
    expect(errorsOf(feesStatusUpdateSchema.safeParse({ serviceId: 0, type: 'T', feesStatus: 'PEND' }))).toEqual({
      serviceId: 'serviceIdRequired',
      type: 'orderTypeInvalid',
      feesStatus: 'feesStatusInvalid',
    });
    for (const ok of [0, 12.5, '7.125', 100_000])
      expect(paymentAddSchema.safeParse({ serviceId: 1, type: 'E', totalAmountOfCustomer: ok }).success, String(ok)).toBe(true);
    for (const bad of [-0.001, 100_000.001, 1.0001, 'abc', Infinity])
      expect(paymentAddSchema.safeParse({ serviceId: 1, type: 'E', totalAmountOfCustomer: bad }).success, String(bad)).toBe(false);
    expect(errorsOf(paymentAddSchema.safeParse({ serviceId: 1, type: 'E' }))).toEqual({ totalAmountOfCustomer: 'amountRequired' });
    for (const ok of [0.5, 1, 3.5, 5]) expect(ratingAddSchema.safeParse({ serviceType: 'T', serviceId: 1, rating: ok }).success).toBe(true);
    for (const bad of [0, 0.25, 4.2, 5.5])
      expect(errorsOf(ratingAddSchema.safeParse({ serviceType: 'T', serviceId: 1, rating: bad }))).toEqual({ rating: 'ratingValidMsg' });
    expect(ratingAddSchema.parse({ serviceType: 'E', serviceId: 1, rating: 4, description: '  ok ' }).description).toBe('ok');
  });

  it('branch items: main or a number', () => {
    const item = {
      branchName: 'b',
      name: 'n',
      email: 'e',
      countryCode: '+962',
      phoneNo: '7',
      latitude: 1,
      longitude: 2,
      country: 'c',
      city: 'c',
      area: 'a',
      isMain: true,
    };
    expect(branchSchema.safeParse({ ...item, id: 'main' }).success).toBe(true);
    expect(branchSchema.safeParse({ ...item, id: 3 }).success).toBe(true);
    expect(branchSchema.safeParse({ ...item, id: 'new' }).success).toBe(false);
  });
});

describe('message keys of orders.ts', () => {
  it('every key the schemas and attachment rules name exists in en, ar and fr', () => {
    const src = readFileSync(new URL('./orders.ts', import.meta.url), 'utf8');
    const keys = new Set<string>();
    for (const m of src.matchAll(/error:\s*'([A-Za-z][\w.]*)'/g)) keys.add(m[1]!);
    for (const m of src.matchAll(/selectedId\(\s*'([A-Za-z][\w.]*)'\s*\)/g)) keys.add(m[1]!);
    for (const m of src.matchAll(/key:\s*'([A-Za-z][\w.]*)'/g)) keys.add(m[1]!);
    expect(keys.size).toBeGreaterThan(15);
    for (const cat of [en, ar, fr]) for (const k of keys) expect((cat.validation as Record<string, string>)[k], k).toBeTruthy();
  });
});

describe('the spec wire format of the order calls (issue 15)', () => {
  const base = { category: '1', subcategory: '2', description: 'Fix the tap' };
  const flat = {
    branchName: 'Shop',
    latitude: '31.9',
    longitude: '35.9',
    country: 'Jordan',
    city: 'Amman',
    area: 'Abdali',
    isSave: 'false',
    name: 'Sam',
    email: 'sam@x.jo',
    countryCode: '+962',
    phoneNo: '791234567',
  };
  it('flat fields without branchId: a new address, marked to be matched against the saved ones', () => {
    expect(expressOrderFieldsSchema.parse({ ...base, ...flat, isAttachments: 'true' })).toMatchObject({
      branchId: 'new',
      fromFields: true,
      isAttachments: true,
      address: { branchName: 'Shop', latitude: 31.9, isSave: false },
    });
  });
  it('isAttachments against the files that came', () => {
    expect(isAttachmentsProblem(true, 0)).toBe('attachmentsRequired');
    expect(isAttachmentsProblem(false, 2)).toBe('attachmentsNotExpected');
    expect(isAttachmentsProblem(true, 1)).toBeNull();
    expect(isAttachmentsProblem(false, 0)).toBeNull();
    expect(isAttachmentsProblem(undefined, 3)).toBeNull();
  });
});
