import { describe, expect, it } from 'vitest';
import { rfpCreateSchema, type Question } from '@portal/contract/rfps';
import { emptyNewAddress } from '../../components/branch-chooser/new-address.ts';
import { buildRfpPayload } from './build-rfp-payload.ts';
import { answerKey, rfpFormDefaults, type RfpFormValues } from './rfp-form.ts';

const text: Question = {
  id: 5,
  question: 'Area in m²',
  arQuestion: 'المساحة',
  frQuestion: 'Surface',
  prefix: 'm²',
  answerType: 'T',
  questionType: 'general',
  isRequired: true,
  categoryId: null,
  subCategoryId: null,
  sortOrder: 1,
  options: [],
};
const values = (patch: Partial<RfpFormValues> = {}): RfpFormValues => ({
  ...rfpFormDefaults(),
  startDate: '2030-05-04',
  endDate: '2030-05-10',
  title: '  School AC  ',
  isGuarantee: true,
  branchId: '7',
  tasks: [
    {
      key: 'a',
      categoryId: 3,
      subCategoryId: 12,
      description: { html: '<p><b>Fix</b> the AC</p>', text: ' Fix the AC\n' },
      answers: { [answerKey(5)]: { value: '120', optionIds: [] } },
    },
    { key: 'b', categoryId: 4, subCategoryId: 20, description: { html: '<p>Paint</p>', text: 'Paint' }, answers: {} },
  ],
  ...patch,
});

describe('buildRfpPayload', () => {
  it('builds the create body: Amman day bounds in unix seconds, trimmed title, tasks with files and answers', () => {
    const body = buildRfpPayload(values(), { a: [text], b: [] }, { a: [101, 102] });
    expect(body).toEqual({
      startDate: Date.UTC(2030, 4, 3, 21, 0, 0) / 1000,
      endDate: Date.UTC(2030, 4, 10, 20, 59, 59) / 1000,
      title: 'School AC',
      isGuarantee: true,
      branchId: '7',
      tasks: [
        {
          categoryId: 3,
          subCategoryId: 12,
          description: 'Fix the AC',
          formattedDescription: '<p><b>Fix</b> the AC</p>',
          attachments: [101, 102],
          answers: [{ questionId: 5, value: '120' }],
        },
        { categoryId: 4, subCategoryId: 20, description: 'Paint', formattedDescription: '<p>Paint</p>', attachments: [], answers: [] },
      ],
    });
  });

  it('is accepted by the contract schema the API checks with', () => {
    const parsed = rfpCreateSchema.safeParse(buildRfpPayload(values(), { a: [text] }, {}));
    expect(parsed.success).toBe(true);
  });

  it('adds the address fields for a new address, saved under its name', () => {
    const address = {
      ...emptyNewAddress(),
      name: ' Rana ',
      email: ' rana@example.jo ',
      phoneNo: '079 123 4567',
      isSave: true,
      saveAs: ' Warehouse ',
      location: { latitude: 31.95, longitude: 35.91, country: 'Jordan', city: 'Amman', area: 'Abdoun', address: 'Abdoun' },
    };
    const body = buildRfpPayload(values({ branchId: 'new', address }), {}, {});
    expect(body).toMatchObject({
      branchId: 'new',
      branchName: 'Warehouse',
      latitude: 31.95,
      longitude: 35.91,
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdoun',
      name: 'Rana',
      email: 'rana@example.jo',
      countryCode: '+962',
      phoneNo: '0791234567',
      isSave: true,
      saveAs: 'Warehouse',
    });
    expect(rfpCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends no address fields for a saved branch', () => {
    const body = buildRfpPayload(values(), {}, {});
    expect(Object.keys(body)).toEqual(['startDate', 'endDate', 'title', 'isGuarantee', 'branchId', 'tasks']);
  });
});
