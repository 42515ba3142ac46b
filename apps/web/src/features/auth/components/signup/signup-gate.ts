import type { SignupFormValues } from './signup-form-schema.ts';

/** The Residential customer type (seeded id 2): its company name is the contact name (spec §2.3). */
export const RESIDENTIAL_TYPE_ID = '2';

export type SignupGate = {
  /** Industries are locked until a customer type is chosen. */
  industriesEnabled: boolean;
  /** Every other field is locked until an industry is chosen. */
  detailsEnabled: boolean;
  /** Residential: the company name mirrors the contact name and is read-only. */
  companyMirrorsContact: boolean;
};

export function signupGate(v: Pick<SignupFormValues, 'customerType' | 'industry'>): SignupGate {
  const industriesEnabled = Boolean(v.customerType);
  return {
    industriesEnabled,
    detailsEnabled: industriesEnabled && v.industry.length > 0,
    companyMirrorsContact: v.customerType === RESIDENTIAL_TYPE_ID,
  };
}

/**
 * Field changes that follow a change of customer type: industries belong to a type, so they are cleared;
 * a Residential company name becomes the contact name, and leaving Residential empties the mirrored name.
 */
export function onCustomerTypeChange(
  previous: Pick<SignupFormValues, 'customerType' | 'name' | 'companyName'>,
  next: string | null,
): Pick<SignupFormValues, 'customerType' | 'industry' | 'companyName'> {
  const wasResidential = previous.customerType === RESIDENTIAL_TYPE_ID;
  const isResidential = next === RESIDENTIAL_TYPE_ID;
  const companyName = isResidential ? previous.name : wasResidential ? '' : previous.companyName;
  return { customerType: next, industry: [], companyName };
}
