import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart upload: one file in the named form field (docs/api.md, "Endpoints"). */
export interface MultipartBody {
  kind: 'multipart';
  fileField: string;
}

/** Bytes with their own content type (an evidence file, a thumbnail), not an envelope. */
export interface FileResult {
  kind: 'file';
}

export const fileResult: FileResult = { kind: 'file' };

export function multipartBody(fileField: string): MultipartBody {
  return { kind: 'multipart', fileField };
}

/** The names of a path's `:parameters`: `'/users/:id/role'` gives `'id'`. */
export type PathParameterNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParameterNames<`/${Tail}`>
    : Rest
  : never;

/**
 * One API endpoint, declared once for the app and the server (docs/api.md, "Endpoints"). Paths
 * are below `/api` and name their parameters like `/achievements/:id`; every schema is the
 * camelCase shape the code sees (snake_case on the wire, converted at the edges).
 */
export interface EndpointDeclaration {
  method: HttpMethod;
  path: `/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The group it is listed under in the OpenAPI document. */
  tag: string;
  /** The app never sends its bearer token with it (sign-in, signup, a forgotten password). */
  anonymous?: true;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType | MultipartBody;
  /** The envelope's `result`, or bytes. */
  result: z.ZodType | FileResult;
  /** The status of a success: 200 unless declared (201 for a creation). */
  successStatus?: 200 | 201;
}

type ParamsMatchPath<E extends EndpointDeclaration> =
  PathParameterNames<E['path']> extends never
    ? { params?: never }
    : { params: z.ZodObject<Record<PathParameterNames<E['path']>, z.ZodType>> };

/**
 * Declares an endpoint. The compiler holds its `params` schema to the path's `:parameters`,
 * so a path and its parameters cannot drift apart.
 */
export function defineEndpoint<const E extends EndpointDeclaration>(
  endpoint: E & ParamsMatchPath<E>,
): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: SchemaInput<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: SchemaInput<E['query']> } : { query?: never }) &
  (E['body'] extends MultipartBody
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: SchemaInput<E['body']> }
      : { body?: never });

/** The result the app receives, after the result schema's transforms. */
export type EndpointResult<E extends EndpointDeclaration> = E['result'] extends FileResult
  ? Blob
  : SchemaOutput<E['result']>;

/** The result a server handler produces before it is serialised as JSON. */
export type EndpointServerResult<E extends EndpointDeclaration> = E['result'] extends z.ZodType
  ? Serialisable<z.input<E['result']>>
  : never;

/** A value that serialises to `T`: a `Date` becomes its ISO string on the wire. */
export type Serialisable<T> = T extends string
  ? T | Date
  : T extends readonly (infer Item)[]
    ? readonly Serialisable<Item>[]
    : T extends object
      ? { [Key in keyof T]: Serialisable<T[Key]> }
      : T;

/** The path with its parameters filled in, each encoded: `/achievements/0190…`. */
export function pathOf(
  endpoint: EndpointDeclaration,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `GET /achievements/:id`: how routes are named in logs, tests and the OpenAPI document. */
export function routeNameOf(endpoint: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export function isFileResult(result: EndpointDeclaration['result']): result is FileResult {
  return (result as Partial<FileResult>).kind === 'file';
}

export function isMultipartBody(body: EndpointDeclaration['body']): body is MultipartBody {
  return (body as Partial<MultipartBody> | undefined)?.kind === 'multipart';
}
