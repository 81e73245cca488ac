import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

const withAccess: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const config = input.route.config ?? {};
  if (!transformed.schema || transformed.schema.hide) return transformed;
  const access: OperationAccess = {
    security: config.public ? [] : [{ session: [] }],
    ...(config.permission ? { 'x-permission': config.permission } : {}),
    ...(config.platformAdmin ? { 'x-platform-admin': true as const } : {}),
  };
  return { ...transformed, schema: { ...transformed.schema, ...access } };
};

/** Must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Motio API',
        version: '1.0.0',
        description: 'Practice management and medical records for physiotherapy clinics.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'motio_session' } },
      },
    },
    transform: withAccess,
  });
}
