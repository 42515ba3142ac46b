import { describe, expect, it } from 'vitest';
import type { ProfileView as Profile, SubBranch } from '@portal/contract/profile';
import {
  branchProblems,
  buildEditPayload,
  firstFormError,
  formValuesFromProfile,
  profileFormSchema,
  type BranchValue,
} from './profile-form.ts';

const branch = (id: number, over: Partial<SubBranch> = {}): SubBranch => ({
  id,
  name: `Contact ${id}`,
  email: `b${id}@example.jo`,
  branchName: `Branch ${id}`,
  phoneNo: '791234567',
  countryCode: '+962',
  area: 'Abdoun',
  city: 'Amman',
  country: 'Jordan',
  latitude: 31.95,
  longitude: 35.88,
  deleted: false,
  ...over,
});

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 3,
  name: 'Lina Haddad',
  companyName: 'Haddad Trading',
  email: 'customer@demo.jo',
  phoneNo: '791234567',
  countryCode: '+962',
  description: 'Wholesale of building supplies',
  latitude: 31.95,
  longitude: 35.91,
  country: 'Jordan',
  city: 'Amman',
  area: 'Shmeisani',
  branchName: 'Head office',
  profilePhoto: null,
  isProfilepicUploaded: false,
  customerType: { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
  industry: [2, 5],
  attachments: [
    { id: 11, fileName: 'licence.pdf', url: '/api/files/11', mime: 'application/pdf' },
    { id: 12, fileName: 'logo.png', url: '/api/files/12', mime: 'image/png' },
  ],
  isProfileCompleted: false,
  contactPosition: 'Manager',
  about: '',
  allowLocationAccess: false,
  marketingOptOut: false,
  notifyEmail: true,
  notifyPush: true,
  subBranches: [branch(7), branch(8)],
  completion: {
    companyProfile: true,
    contactPerson: true,
    about: false,
    photo: false,
    mainAddress: true,
    branches: true,
    locationAccess: false,
  },
  ...over,
});

describe('buildEditPayload', () => {
  it('sends nothing created or removed and every branch with its id when nothing changed', () => {
    const p = profile();
    const payload = buildEditPayload(formValuesFromProfile(p), p);
    expect(payload.createdAttachments).toEqual([]);
    expect(payload.removedAttachments).toEqual([]);
    expect(payload.industry).toEqual([2, 5]);
    expect(payload.branches).toEqual([
      {
        id: 7,
        name: 'Contact 7',
        email: 'b7@example.jo',
        branchName: 'Branch 7',
        phoneNo: '791234567',
        countryCode: '+962',
        area: 'Abdoun',
        city: 'Amman',
        country: 'Jordan',
        latitude: 31.95,
        longitude: 35.88,
      },
      {
        id: 8,
        name: 'Contact 8',
        email: 'b8@example.jo',
        branchName: 'Branch 8',
        phoneNo: '791234567',
        countryCode: '+962',
        area: 'Abdoun',
        city: 'Amman',
        country: 'Jordan',
        latitude: 31.95,
        longitude: 35.88,
      },
    ]);
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('customerType');
  });

  it('lists uploaded file ids as createdAttachments and dropped attachment ids as removedAttachments', () => {
    const p = profile();
    const v = formValuesFromProfile(p);
    v.attachments = [v.attachments[1]!, { key: 'f90', fileId: '6f1c2a9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f', fileName: 'new.pdf', url: '/api/files/6f1c2a9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f', mime: 'application/pdf' }];
    const payload = buildEditPayload(v, p);
    expect(payload.createdAttachments).toEqual(['6f1c2a9e-1d2b-4c3a-9e8f-0a1b2c3d4e5f']);
    expect(payload.removedAttachments).toEqual([11]);
  });

  it('sends new branches without id, edited ones with id, and removed saved ones with deleted: true', () => {
    const p = profile();
    const v = formValuesFromProfile(p);
    const fresh: BranchValue = { ...v.branches[0]!, id: undefined, branchName: '  Irbid store ', area: 'Irbid' };
    delete fresh.id;
    v.branches = [{ ...v.branches[1]!, area: 'Sweifieh' }, fresh];
    const payload = buildEditPayload(v, p);
    expect(payload.branches).toHaveLength(3);
    expect(payload.branches[0]).toMatchObject({ id: 8, area: 'Sweifieh' });
    expect(payload.branches[0]).not.toHaveProperty('deleted');
    expect(payload.branches[1]).not.toHaveProperty('id');
    expect(payload.branches[1]).toMatchObject({ branchName: 'Irbid store', area: 'Irbid' });
    expect(payload.branches[2]).toMatchObject({ id: 7, deleted: true });
  });

  it('sends a null description for residential customers', () => {
    const p = profile({ customerType: { id: 2, name: 'Residential', arabicName: 'سكني', frenchName: 'Résidentiel' }, description: null });
    expect(buildEditPayload(formValuesFromProfile(p), p).description).toBeNull();
  });

  it('gives the form the same values for the same profile (the isDirty baseline)', () => {
    const p = profile();
    expect(formValuesFromProfile(p)).toEqual(formValuesFromProfile(structuredClone(p)));
    expect(formValuesFromProfile(p).branches[0]).not.toHaveProperty('deleted');
  });
});

describe('branch validation', () => {
  it('finds the first missing field of each branch with the spec message keys', () => {
    const ok = formValuesFromProfile(profile()).branches[0]!;
    const problems = branchProblems([
      ok,
      { ...ok, area: '  ' },
      { ...ok, branchName: '' },
      { ...ok, email: 'no' },
      { ...ok, phoneNo: '12' },
    ]);
    expect(problems.has(0)).toBe(false);
    expect(problems.get(1)).toEqual({ field: 'area', key: 'areaRequired' });
    expect(problems.get(2)).toEqual({ field: 'branchName', key: 'branchNameRequired' });
    expect(problems.get(3)).toEqual({ field: 'email', key: 'invalidEmail' });
    expect(problems.get(4)?.key).toBe('phoneInvalid');
  });

  it('blocks the save when a branch or the main area is empty', () => {
    const v = formValuesFromProfile(profile());
    v.area = '';
    v.branches = [{ ...v.branches[0]!, name: '' }];
    const r = profileFormSchema(true).safeParse(v);
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toContain('area:areaRequired');
    expect(issues).toContain('branches.0.name:contactNameRequired');
  });

  it('requires the description only from commercial customers', () => {
    const v = formValuesFromProfile(profile());
    v.description = '';
    expect(
      profileFormSchema(true)
        .safeParse(v)
        .error?.issues.map((i) => i.message),
    ).toContain('descriptionRequired');
    expect(profileFormSchema(false).safeParse(v).success).toBe(true);
    v.description = ' leading';
    expect(
      profileFormSchema(true)
        .safeParse(v)
        .error?.issues.map((i) => i.message),
    ).toContain('descriptionSpace');
  });

  it('accepts a complete profile', () => {
    expect(profileFormSchema(true).safeParse(formValuesFromProfile(profile())).success).toBe(true);
  });

  it('picks the first error in the order of the page, branches last', () => {
    expect(
      firstFormError({ branches: [undefined, { area: { message: 'areaRequired' } }], companyName: { message: 'companyNameRequired' } }),
    ).toBe('companyNameRequired');
    expect(firstFormError({ branches: [undefined, { area: { message: 'areaRequired' } }] })).toBe('areaRequired');
    expect(firstFormError({})).toBeUndefined();
  });
});
