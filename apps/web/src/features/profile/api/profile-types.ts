/**
 * Shapes of the profile calls as fixed for issue 6 (the contract package gains them with the API);
 * kept here so the page builds against the agreed shapes while the API is written.
 */
export type CustomerType = { id: number; name: string; arabicName: string; frenchName: string };

export type ProfileAttachment = { id: number; fileName: string; url: string; mime: string };

export type SubBranch = {
  id: number;
  name: string;
  email: string;
  branchName: string;
  phoneNo: string;
  countryCode: string;
  area: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  deleted: boolean;
};

export type Completion = {
  companyProfile: boolean;
  contactPerson: boolean;
  about: boolean;
  photo: boolean;
  mainAddress: boolean;
  branches: boolean;
  locationAccess: boolean;
};

export type Profile = {
  name: string;
  companyName: string;
  email: string;
  phoneNo: string;
  countryCode: string;
  description: string | null;
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  area: string;
  branchName: string;
  profilePhoto: string | null;
  isProfilepicUploaded: boolean;
  customerType: CustomerType;
  industry: number[];
  attachments: ProfileAttachment[];
  isProfileCompleted: boolean;
  contactPosition: string;
  about: string;
  allowLocationAccess: boolean;
  marketingOptOut: boolean;
  subBranches: SubBranch[];
  completion: Completion;
};

export type BranchPayload = Omit<SubBranch, 'id' | 'deleted'> & { id?: number; deleted?: boolean };

export type ProfileEditPayload = {
  name: string;
  companyName: string;
  phoneNo: string;
  countryCode: string;
  description: string | null;
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  area: string;
  branchName: string;
  industry: number[];
  contactPosition: string;
  about: string;
  allowLocationAccess: boolean;
  marketingOptOut: boolean;
  createdAttachments: number[];
  removedAttachments: number[];
  branches: BranchPayload[];
};

/** Answer of POST /customer/profile/attachments/upload: one item per stored file. */
export type UploadedAttachment = { id: number; fileName: string; url: string };

/** Commercial customers (customer type 1) see company wording and the description field (spec §2.11). */
export const COMMERCIAL_CUSTOMER_TYPE = 1;
