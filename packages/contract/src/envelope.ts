import { z } from 'zod';

/** The spec's response envelope: { error, message, data, status }. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.boolean(), message: z.string(), data, status: z.number().int() });
}

export type Envelope<T> = { error: boolean; message: string; data: T; status: number };

/** Field errors as the error catalogue (§8) reads them: key -> messages, first one shown. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  data: z.union([z.object({ errors: fieldErrorsSchema }).passthrough(), z.null(), z.record(z.string(), z.unknown())]),
  status: z.number().int(),
});
