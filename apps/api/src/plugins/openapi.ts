import fp from 'fastify-plugin';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeGuard } from '../lib/openapi-auth-marks.ts';
import { errorComponents, errorResponses } from '../lib/openapi-error-responses.ts';
import { operationIdOf } from '../lib/openapi-operation-ids.ts';
import { OPERATION_SUMMARIES } from '../lib/openapi-summaries.ts';

type Security = Array<Record<string, string[]>>;
type Transform = typeof jsonSchemaTransform;
type RouteSchema = ReturnType<Transform>['schema'] & { summary?: string; security?: Security };
type Operation = { operationId?: string; security?: Security; responses?: Record<string, unknown> };
/** The parts of the OpenAPI 3 document read and written here. */
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Per route: the contract's zod schemas as JSON Schema, then what a generated client must know that the route
 * does not always say: which token it needs (its guard hook, else its declared `security`, else none:
 * `security: []` says so explicitly) and a summary (declared, else OPERATION_SUMMARIES).
 */
const transform: Transform = (input) => {
  const { schema: converted, url } = jsonSchemaTransform(input);
  const schema = { ...converted } as RouteSchema;
  const method = ([] as string[]).concat(input.route.method)[0]!.toUpperCase();
  const guard = routeGuard(input.route);
  schema.security = guard === 'staticToken' ? [{ staticToken: [] }] : guard === 'session' ? [{ bearer: [] }] : (schema.security ?? []);
  schema.summary ??= OPERATION_SUMMARIES[`${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`];
  return { schema, url };
};

/**
 * Over the whole document: an operationId per operation from its method and path (unique, or the document
 * fails), the error answers as shared components, and the server (the portal that serves the document).
 */
const transformObject: SwaggerTransformObject = (documentObject) => {
  // Registered with `openapi` options only: the document is always an OpenAPI 3 one.
  const openapiObject = (documentObject as { openapiObject: Document }).openapiObject;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const id = operationIdOf(method, path);
      const other = seen.get(id);
      if (other) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} and ${other} derive the same operationId ${id}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      operation.operationId ??= id;
      operation.responses = { ...operation.responses, ...errorResponses(operation.security ?? []) };
    }
  }
  const components = openapiObject.components ?? {};
  return {
    ...openapiObject,
    // Relative to the host that serves this document; the paths carry /api themselves.
    servers: [{ url: '/', description: 'The portal that serves this document' }],
    components: {
      ...components,
      schemas: { ...components.schemas, ...errorComponents.schemas },
      responses: { ...components.responses, ...errorComponents.responses },
    },
  } as ReturnType<SwaggerTransformObject>;
};

/** OpenAPI document generated from the contract's zod schemas, with a reference page at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Khidmat customer portal API',
        version: '1.0.0',
        description: 'Customer, provider and operator API. Every response is { error, message, data, status }; send `lang: en|ar|fr`.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "A session token (login answers `data.authToken`); the web sends its session in the HttpOnly cookie instead",
          },
          staticToken: {
            type: 'http',
            scheme: 'bearer',
            description: "The portal's fixed static token of the public reference calls (not a session)",
          },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
});
