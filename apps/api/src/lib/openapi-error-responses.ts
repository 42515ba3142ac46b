import { z } from 'zod';
import { errorEnvelopeSchema, fieldErrorsSchema } from '@portal/contract/envelope';

/**
 * The error answers every operation can give, as shared OpenAPI components derived from the contract's
 * error envelope (`{ error: true, message, data, status }`), so generated clients type them once.
 */

/** 400: the contract's envelope with `data.errors` (field -> messages in the caller's language) always there. */
const validationErrorEnvelopeSchema = errorEnvelopeSchema.extend({ data: z.object({ errors: fieldErrorsSchema }).passthrough() });

function toOpenApi(schema: z.ZodType): Record<string, unknown> {
  // The document is OpenAPI 3.0 (@fastify/swagger's default), as the route schemas are converted.
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
  return json;
}

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
const json = (schema: object) => ({ 'application/json': { schema } });

export const errorComponents = {
  schemas: {
    ErrorEnvelope: toOpenApi(errorEnvelopeSchema),
    ValidationErrorEnvelope: toOpenApi(validationErrorEnvelopeSchema),
  },
  responses: {
    ValidationError: {
      description:
        'Invalid input: `data.errors` maps each field to its messages in the caller language; clients show the first message of the first field',
      content: json({ $ref: '#/components/schemas/ValidationErrorEnvelope' }),
    },
    Unauthorized: {
      description: 'No session, or the session has ended (for the static-token calls: the static token is missing or wrong)',
      content: json(envelopeRef),
    },
    Forbidden: {
      description: "A session of another role, or a cookie-authenticated write that did not come from the portal's own origin",
      content: json(envelopeRef),
    },
    ClientError: {
      description:
        'Another refusal, with `message` in the caller language: 404 not found (or not yours), 409 conflict (`data` may say why), 413 file too large, 415 unsupported media type, 429 too many requests (see Retry-After)',
      content: json(envelopeRef),
    },
    ServerError: {
      description: '500 something went wrong, 503 the database cannot be reached',
      content: json(envelopeRef),
    },
  },
} as const;

const ref = (name: keyof typeof errorComponents.responses) => ({ $ref: `#/components/responses/${name}` });

/** The error responses of one operation: 401 and 403 only where a token is needed (403 only for sessions). */
export function errorResponses(security: ReadonlyArray<Record<string, readonly string[]>>): Record<string, object> {
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  return {
    400: ref('ValidationError'),
    ...(schemes.size ? { 401: ref('Unauthorized') } : {}),
    ...(schemes.has('bearer') ? { 403: ref('Forbidden') } : {}),
    '4XX': ref('ClientError'),
    '5XX': ref('ServerError'),
  };
}
