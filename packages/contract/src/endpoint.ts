import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer whose body is not JSON: a file's bytes (`image/jpeg`), or a stream of events. */
export interface ByteAnswer {
  contentType: string;
  description: string;
}

/**
 * One API call as both apps know it: its method, its path (`:name` marks a path parameter) and
 * the schemas of its params, query, body and answers by status. The server registers its route
 * from it and the web app calls it through it, so a path is written once, here.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/api/${string}`;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * The multipart/form-data fields of a call that sends a file: the route reads the parts as they
   * stream in, so nothing validates them as a body; the API document lists them.
   */
  multipartBody?: z.ZodType;
  response: Readonly<Record<number, z.ZodType>>;
  /** Answers by status whose bodies are not JSON, so no schema checks them. */
  byteAnswers?: Readonly<Record<number, ByteAnswer>>;
}

/** A module's endpoints, each kept at its literal type so routes and clients infer from it. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(endpoints: T): T {
  return endpoints;
}

/** The path with each `:name` replaced by its value, encoded for a URL. */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A POST whose body is JSON: the shape most calls that change something share. */
export function postEndpoint<
  const P extends `/api/${string}`,
  B extends z.ZodType,
  const R extends Readonly<Record<number, z.ZodType>>,
>(path: P, body: B, response: R): { method: 'POST'; path: P; body: B; response: R } {
  return { method: 'POST', path, body, response };
}

/**
 * The body of a call that takes none: nothing, or an empty JSON object. Anything else (`[]`,
 * `null`, a string, a number, an object with fields) is refused with a 400 naming the body, so a
 * stray body never reaches the work the call starts.
 */
export const noBody = z.object({}).strict().optional();
