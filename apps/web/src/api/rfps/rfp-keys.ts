/** One root for everything about RFPs, so an action refreshes the lists, the replies and the open RFP at once. */
export const RFPS_KEY = ['rfps'] as const;
export const rfpListKey = (which: 'available' | 'mine') => [...RFPS_KEY, 'list', which] as const;
export const rfpRepliesKey = (rfpId: number) => [...RFPS_KEY, 'replies', rfpId] as const;
export const rfpDetailsKey = (rfpId: number, replyId: number | null) => [...RFPS_KEY, 'details', rfpId, replyId] as const;
