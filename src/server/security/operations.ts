import type { OpenAPIV3 } from 'openapi-types';
import type { Permission } from '../../domain/permissions.js';
import type { App } from '../app.js';
import { API_PREFIX } from '../app.js';
import type { OperationAccess } from '../plugins/openapi.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API operation as the OpenAPI document describes it. */
export interface Operation {
  method: Method;
  /** The document's path, e.g. `/api/v1/patients/{patientId}/notes`. */
  path: string;
  /** `POST /patients/{patientId}/notes`: how the samples and the test names refer to it. */
  key: string;
  public: boolean;
  permission?: Permission;
  platformAdmin: boolean;
  pathParams: { name: string; uuid: boolean }[];
  queryParams: { name: string; schema: OpenAPIV3.SchemaObject; required: boolean }[];
  /** The JSON body's schema, when the operation takes one. */
  jsonBody?: OpenAPIV3.SchemaObject;
}

const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every operation of the app's OpenAPI document (the security suite's source of routes). */
export function operationsOf(app: App): Operation[] {
  const document = app.swagger() as OpenAPIV3.Document;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const op = item?.[method.toLowerCase() as OpenAPIV3.HttpMethods] as
        (OpenAPIV3.OperationObject & Partial<OperationAccess>) | undefined;
      if (!op) return [];
      const parameters = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const schemaOf = (parameter: OpenAPIV3.ParameterObject) =>
        (parameter.schema ?? {}) as OpenAPIV3.SchemaObject;
      const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      return [
        {
          method,
          path,
          key: `${method} ${path.slice(API_PREFIX.length)}`,
          public: Array.isArray(op.security) && op.security.length === 0,
          permission: op['x-permission'] as Permission | undefined,
          platformAdmin: op['x-platform-admin'] === true,
          pathParams: parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => ({
              name: parameter.name,
              uuid: schemaOf(parameter).format === 'uuid',
            })),
          queryParams: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({
              name: parameter.name,
              schema: schemaOf(parameter),
              required: parameter.required === true,
            })),
          jsonBody: body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined,
        },
      ];
    }),
  );
}

/** The URL of `operation` with its path parameters filled in. */
export function urlOf(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
