import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { HasRequiredKeys } from 'hono/utils/types';
import type { ApiSchema } from '#worker/api-type';

/** The API's endpoints by the path the web names them: under /api, which apiRequest adds. */
type Api = { [Path in keyof ApiSchema as Path extends `/api${infer Rest}` ? Rest : never]: ApiSchema[Path] };

/** A path the API answers, its parameters as `:name` (`/trainers/:slug/reviews`). */
export type ApiPath = keyof Api & string;

/** The methods `P` answers. */
export type ApiMethodOf<P extends ApiPath> = {
  [Key in keyof Api[P]]: Key extends `$${infer Method}` ? Uppercase<Method> : never;
}[keyof Api[P]];

type Endpoint<P extends ApiPath, M extends string> = Api[P][`$${Lowercase<M>}` & keyof Api[P]];

type InputOf<E> = E extends { input: infer Input } ? Input : never;

/** The JSON body `M path` takes (`never` where it takes none). */
export type ApiJson<P extends ApiPath, M extends string> =
  InputOf<Endpoint<P, M>> extends { json: infer Json } ? Json : never;

type Answer<E> = E extends { output: infer Output; outputFormat: infer Format; status: infer Status }
  ? [Extract<Status, SuccessStatusCode>] extends [never]
    ? never
    : [Status] extends [204]
      ? undefined
      : Format extends 'json'
        ? Output
        : unknown
  : never;

/**
 * What a request resolves with: the endpoint's answers with a 2xx status (any other status rejects
 * with ApiRequestError; fetch follows a 3xx), `undefined` for a 204.
 */
export type ApiAnswer<P extends ApiPath, M extends ApiMethodOf<P>> = Answer<Endpoint<P, M>>;

type ParamOption<Input> = Input extends { param: infer Param }
  ? { param: { [Name in keyof Param]: string | number } }
  : { param?: never };

type QueryOption<Input> = 'query' extends keyof Input
  ? NonNullable<Input['query' & keyof Input]> extends infer Query extends Record<string, string | string[] | undefined>
    ? HasRequiredKeys<Query> extends true
      ? { query: Query | URLSearchParams }
      : { query?: Query | URLSearchParams }
    : never
  : { query?: never };

type JsonOption<Input> = Input extends { json: infer Json } ? { json: Json } : { json?: Record<string, never> };

/** The request's options beyond fetch's: its method, and the parts the endpoint validates. */
export type ApiOptions<P extends ApiPath, M extends ApiMethodOf<P>> = Omit<RequestInit, 'method'> & {
  method?: M;
} & ParamOption<InputOf<Endpoint<P, M>>> &
  QueryOption<InputOf<Endpoint<P, M>>> &
  JsonOption<InputOf<Endpoint<P, M>>>;

/** A call without `method` is a GET (never, and so refused, where the path has no GET). */
export type DefaultMethod<P extends ApiPath> = Extract<'GET', ApiMethodOf<P>>;

/** The options argument: required when a method other than GET or a validated part must be given. */
export type ApiArgs<P extends ApiPath, M extends ApiMethodOf<P>> = [M] extends [never]
  ? [init: { method: ApiMethodOf<P> }]
  : HasRequiredKeys<ApiOptions<P, M>> extends true
    ? [init: ApiOptions<P, M>]
    : [init?: ApiOptions<P, M>];

/** A typed call of the API (the three kinds: ./session/requests.ts); without `method`, a GET. */
export type ApiCall = <P extends ApiPath, M extends ApiMethodOf<P> = DefaultMethod<P>>(
  path: P,
  ...init: ApiArgs<P, M>
) => Promise<ApiAnswer<P, M>>;
