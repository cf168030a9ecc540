import fc from 'fast-check';
import { type Body, badJson, brokenMultipart, wrongContentType } from './broken-bodies';
import { mutateOnce, poisonOneString } from './mutate';
import { toJson } from './nasty-values';
import { type Components, type JsonSchema, type Mode, rootContext, schemaValue } from './schema-values';

type Parameter = { in: string; name: string; schema?: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Components };
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody?: JsonSchema;
  multipart: boolean;
};

export type Identity = 'anonymous' | 'shopper' | 'admin' | 'forged token';

export type FuzzRequest = Body & { method: string; url: string; identity: Identity };

// Signed-in shoppers most, since most operations need one.
const CALLERS = fc.constantFrom<Identity>(
  'shopper',
  'shopper',
  'shopper',
  'admin',
  'anonymous',
  'anonymous',
  'forged token',
);

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the document describes, with what it takes. */
export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']),
      })),
  );
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : toJson(value);
}

// A lone surrogate has no UTF-8 form, so encodeURIComponent throws; its three bytes as WTF-8 give the server
// the invalid UTF-8 a hostile client can send.
function percentEncode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const code = char.charCodeAt(0);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');
}

/** What a request carries before it is written out: its path parameters, query and JSON body. */
type Draft = { params: Record<string, unknown>; query: Record<string, unknown>; body?: unknown };

function draftOf(operation: Operation, components: Components, mode: Mode): fc.Arbitrary<Draft> {
  const context = rootContext(components, mode);
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const value = (p: Parameter) => schemaValue(p.schema ?? { type: 'string' }, context, p.name);
  const params = fc.record(Object.fromEntries(inPath.map((p) => [p.name, value(p)])));
  const query = fc.record(Object.fromEntries(inQuery.map((p) => [p.name, value(p)])), { requiredKeys: [] });
  const body = operation.jsonBody ? schemaValue(operation.jsonBody, context) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const QUERY_JUNK = ['%', 'a=%zz', '&&=&', 'x[y]=1', 'deviceId=%00', `q=${'a'.repeat(9000)}`];

// Percent-encoded, except in one request in six, so that "%", "%00" and "../" reach the parser and router.
function urlOf(operation: Operation, draft: Draft, raw: boolean, junk: string | null): string {
  const write = (value: unknown) => (raw ? asText(value) : percentEncode(asText(value)));
  // A change may have replaced or dropped the parameters as a whole.
  const params = asRecord(draft.params);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => write(params[name] ?? ''));
  const pairs = Object.entries(asRecord(draft.query)).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${name}=${write(one)}`),
  );
  if (junk) pairs.push(junk);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function bodyOf(operation: Operation, draft: Draft): fc.Arbitrary<Body> {
  const rare = (arbitrary: fc.Arbitrary<Body>) => ({ weight: 1, arbitrary });
  if (operation.jsonBody) {
    const json = {
      contentType: 'application/json',
      payload: draft.body === undefined ? undefined : toJson(draft.body),
    };
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(json) },
      rare(badJson),
      rare(wrongContentType),
      rare(brokenMultipart),
    );
  }
  if (operation.multipart) {
    return fc.oneof({ weight: 8, arbitrary: brokenMultipart }, rare(badJson), rare(wrongContentType));
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    rare(badJson),
    rare(wrongContentType),
    rare(brokenMultipart),
  );
}

// Plausible requests reach the handlers' rules; one hostile change (or one unstorable character) in a
// plausible request finds the field that nothing checks; wholly hostile ones try everything at once.
const MODES = fc.constantFrom(
  'plausible',
  'one change',
  'one change',
  'poison',
  'poison',
  'poison',
  'hostile',
);
const CHANGES = { 'one change': mutateOnce, poison: poisonOneString };

/** Requests for one operation: hostile parameters, query and body, from each kind of caller. */
export function requestsFor(operation: Operation, components: Components): fc.Arbitrary<FuzzRequest> {
  const draft = MODES.chain((mode) =>
    mode === 'hostile'
      ? draftOf(operation, components, 'hostile')
      : draftOf(operation, components, 'plausible').chain((plausible) =>
          mode === 'plausible' ? fc.constant(plausible) : CHANGES[mode](plausible),
        ),
  );
  return fc
    .tuple(
      draft,
      fc.nat(5),
      fc.oneof(
        { weight: 7, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...QUERY_JUNK) },
      ),
      CALLERS,
    )
    .chain(([filled, roll, junk, identity]) =>
      bodyOf(operation, filled).map((body) => ({
        ...body,
        method: operation.method,
        url: urlOf(operation, filled, roll === 0, junk),
        identity,
      })),
    );
}
