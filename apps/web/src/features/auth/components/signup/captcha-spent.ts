import { ApiError } from '@portal/web-kit/api-client';

/**
 * The server reads the form's fields first and checks the bot proof only when they pass; a proof is then
 * accepted once (docs/design.md, Bot check). So a refusal of the fields themselves leaves the proof unused and
 * the widget keeps it; anything refused later (the proof, the chosen type or industries, the files) or an
 * answer that is not a field refusal at all needs a new proof.
 */
const CHECKED_AFTER_THE_PROOF = ['altcha', 'customerType', 'industry', 'attachments'];

export function captchaSpent(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return true;
  const fields = Object.keys(err.fieldErrors);
  if (fields.length === 0) return true;
  return fields.some((f) => CHECKED_AFTER_THE_PROOF.some((late) => f === late || f.startsWith(`${late}.`)));
}
