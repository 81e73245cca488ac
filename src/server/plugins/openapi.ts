import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
}
