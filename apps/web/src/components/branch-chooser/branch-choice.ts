import type { Branch } from '@portal/contract/branches';

/** The chooser's value: a branch id as text, 'new' for an address typed in the form, '' for none yet. */
export type BranchChoice = '' | 'main' | 'new' | `${number}`;
export const NEW_BRANCH = 'new' as const;

/** The one line that names a branch in the list: its name, then where it is. */
export const branchPlace = (b: Pick<Branch, 'area' | 'city' | 'country'>) => [b.area, b.city, b.country].filter(Boolean).join(', ');
