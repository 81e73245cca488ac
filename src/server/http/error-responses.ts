import { apiErrorSchema } from '../../domain/api-error.js';

/** The error bodies a route may answer with, for its response schema. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
