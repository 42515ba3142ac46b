import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/web-kit/api-client';
import { placeRfpErrors } from './rfp-server-errors.ts';

describe('placeRfpErrors', () => {
  it('puts each server path on the field that shows it, first message only', () => {
    const err = new ApiError(400, 'Please check the form', {
      title: ['Please enter the RFP title', 'second'],
      endDate: ['The end date must be after the start date'],
      phoneNo: ['Phone invalid'],
      latitude: ['Location required'],
      'tasks.1.subCategoryId': ['Please select a sub-category'],
      'tasks.0.formattedDescription': ['Too long'],
      'tasks.0.answers.20': ['Please answer this question'],
      'tasks.1.attachments': ['File not found'],
      'tasks.1.isGuarantee': ['Please say whether a guarantee is required'],
      'tasks.0.unknown': ['ignored'],
      somethingElse: ['left to the toast'],
    });
    expect(placeRfpErrors(err)).toEqual({
      fields: {
        title: 'Please enter the RFP title',
        endDate: 'The end date must be after the start date',
        'address.phoneNo': 'Phone invalid',
        'address.location': 'Location required',
        'tasks.1.subCategoryId': 'Please select a sub-category',
        'tasks.0.description': 'Too long',
        'tasks.0.answers.q20': 'Please answer this question',
        'tasks.1.isGuarantee': 'Please say whether a guarantee is required',
      },
      attachments: { 1: 'File not found' },
    });
  });

  it('places nothing for a failure that is not a field error', () => {
    expect(placeRfpErrors(new Error('network'))).toEqual({ fields: {}, attachments: {} });
  });
});
