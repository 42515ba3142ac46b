import { LIMITS } from '@portal/contract/limits';
import type { SignupFormOutput } from './signup-form-schema.ts';

/**
 * The multipart body of POST /customer/signup (spec §3): text fields first and the files last, so the
 * upload progress of the request is the progress of the files.
 */
export function buildSignupFormData(v: SignupFormOutput, files: File[], deviceToken = ''): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    customerType: String(v.customerType),
    industry: JSON.stringify(v.industry),
    name: v.name,
    companyName: v.companyName,
    email: v.email,
    countryCode: v.countryCode,
    phoneNo: v.phoneNo,
    password: v.password,
    confirmPwd: v.confirmPwd,
    latitude: String(v.latitude),
    longitude: String(v.longitude),
    country: v.country,
    city: v.city,
    area: v.area,
    branchName: v.branchName,
    deviceToken,
    deviceType: LIMITS.deviceTypeWeb,
    isAttachments: String(files.length > 0),
    adultConfirmed: String(v.adultConfirmed),
    altcha: v.altcha,
  };
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  for (const f of files) form.append('attachments', f, f.name);
  return form;
}
