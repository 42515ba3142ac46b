/** An RFP or reply id from the address: a positive whole number, or null. */
export function rfpIdParam(v: string | null): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
