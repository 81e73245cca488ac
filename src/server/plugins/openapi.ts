import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../domain/api-error.js';
import { operationIdOf } from './openapi-operation-id.js';
import { withNullInNullableEnums } from './openapi-nullable-enums.js';

/**
 * Who may call an operation, as the session hook enforces it (plugins/sessions.ts), written into
 * the OpenAPI document so clients and the generated security suite read the same rules.
 */
export interface OperationAccess {
  /** Empty for routes open to visitors; the session cookie otherwise. */
  security: { session: [] }[];
  /** The clinic permission the route needs (domain/permissions.ts). */
  'x-permission'?: string;
  /** Platform operators only. */
  'x-platform-admin'?: true;
}

type SwaggerTransform = typeof jsonSchemaTransform;

/** What an upload route reads: one file in the multipart field `file` (uploads/files.ts). */
const multipartFile = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

/** What any route answers to a request it cannot read, for those that declare no 4xx of their own. */
const unreadableRequest = apiErrorSchema.describe(
  'The request could not be read: a malformed address, headers or body',
);

/** The route's answers, with `4XX` when it names no client error of its own. */
function withClientErrors(response: unknown): Record<string, unknown> {
  const answers = (response ?? {}) as Record<string, unknown>;
  return Object.keys(answers).some((status) => status.startsWith('4'))
    ? answers
    : { ...answers, '4XX': unreadableRequest };
}

const withAccess: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(
    !input.schema || input.schema.hide
      ? input
      : {
          ...input,
          schema: { ...input.schema, response: withClientErrors(input.schema.response) },
        },
  );
  const config = input.route.config ?? {};
  if (!transformed.schema || transformed.schema.hide) return transformed;
  const access: OperationAccess = {
    security: config.public ? [] : [{ session: [] }],
    ...(config.permission ? { 'x-permission': config.permission } : {}),
    ...(config.platformAdmin ? { 'x-platform-admin': true as const } : {}),
  };
  const schema = transformed.schema as Record<string, unknown>;
  const method = [input.route.method].flat()[0]!;
  const takesFile =
    Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
  return {
    ...transformed,
    schema: {
      ...schema,
      operationId:
        typeof schema.operationId === 'string'
          ? schema.operationId
          : operationIdOf(method, input.url),
      ...(takesFile && !schema.body ? { body: multipartFile } : {}),
      ...access,
    },
  };
};

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance, appOrigin: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Motio API',
        version: '1.0.0',
        description: 'Practice management and medical records for physiotherapy clinics.',
      },
      servers: [{ url: appOrigin, description: 'This Motio installation' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'motio_session' } },
      },
    },
    transform: withAccess,
    transformObject: (document) =>
      withNullInNullableEnums(
        'openapiObject' in document ? document.openapiObject : document.swaggerObject,
      ),
  });
}
