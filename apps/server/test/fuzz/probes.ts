import type { ApiOperation } from '../helper.ts';
import type { ApiWorld, Operation } from './api-world.ts';
import { BAD_QUERY_VALUES, BAD_SEGMENTS, BAD_VALUES, fieldPaths, sampleOf, valueAt, withValueAt, type Known } from './openapi-inputs.ts';

/** One request to send: where the bad input is (for the failure message), the URL and the body. */
export type Probe = { where: string; url: string; body?: unknown; rawBody?: string };

const GHOST_ID = '00000000-0000-4000-8000-000000000000';
let emails = 0;

/** Store A's real ids by the name of the field or parameter, so the rest of a request is valid. */
function knownUuid(ids: ApiWorld['ownedByA'], name: string, tags: string[]) {
  if (/model/i.test(name) || (name === 'id' && tags.includes('models'))) return ids.model;
  if (/dress/i.test(name) || (name === 'id' && tags.includes('dresses'))) return ids.dress;
  if (/task/i.test(name) || (name === 'id' && tags.includes('tryon'))) return ids.task;
  return ids.store;
}

/**
 * The request of an operation with every part valid as far as the schema tells (`ghost`: path ids
 * that name nothing, so a destructive route destroys nothing), and the builder of its URLs.
 */
export function requestOf({ path, op: rawOp }: ApiOperation, ids: ApiWorld['ownedByA'], ghost = false) {
  const op = rawOp as Operation;
  const tags = op.tags ?? [];
  const known: Known = { uuid: (name) => knownUuid(ids, name, tags), email: () => `fuzz-${++emails}@tryown.test` };
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const segment = (name: string) =>
    name === '*' ? ids.key : ghost ? (name === 'id' || /Id$/.test(name) ? GHOST_ID : 'NOBODY') : name === 'tabId' ? ids.tab : name === 'userId' || name === 'clientUserId' ? ids.publicId : knownUuid(ids, name, tags);
  const query = Object.fromEntries(queryParams.map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, p.name, known)))]));
  const urlWith = (segments: Record<string, string> = {}, queryValues: Record<string, string> = query) => {
    const url = pathParams.reduce((acc, p) => acc.replace(`{${p.name}}`, segments[p.name] ?? encodeURIComponent(segment(p.name))), path);
    const search = Object.entries(queryValues).map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&');
    return search ? `${url}?${search}` : url;
  };
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const body = schema ? sampleOf(schema, 'body', known) : undefined;
  return { pathParams, queryParams, query, urlWith, body };
}

/** Malformed input in one place at a time: each path parameter, each query parameter, each body field, the body. */
export function probesOf(operation: ApiOperation, ids: ApiWorld['ownedByA']): Probe[] {
  const { pathParams, queryParams, query, urlWith, body } = requestOf(operation, ids);
  const url = urlWith();
  const probes: Probe[] = [];
  for (const p of pathParams) {
    for (const bad of BAD_SEGMENTS) probes.push({ where: `path {${p.name}} = ${bad.label}`, url: urlWith({ [p.name]: bad.value }), body });
  }
  for (const p of queryParams) {
    for (const bad of BAD_QUERY_VALUES) probes.push({ where: `query ${p.name} = ${bad.label}`, url: urlWith({}, { ...query, [p.name]: bad.value }), body });
    probes.push({ where: `query ${p.name} given twice`, url: urlWith({}, { ...query, [p.name]: `a&${encodeURIComponent(p.name)}=b` }), body });
  }
  if (body !== undefined && ['POST', 'PUT', 'PATCH'].includes(operation.method)) {
    for (const field of fieldPaths(body)) {
      const roomy = field.length === 1 || Array.isArray(valueAt(body, field));
      for (const bad of BAD_VALUES.filter((value) => roomy || !value.huge)) probes.push({ where: `body ${field.join('.')} = ${bad.label}`, url, body: withValueAt(body, field, bad.value) });
    }
    for (const bad of BAD_VALUES) probes.push({ where: `the whole body = ${bad.label}`, url, body: bad.value });
    probes.push({ where: 'a body that is not JSON', url, rawBody: '{"name": ' });
    probes.push({ where: 'a body nested 100,000 deep', url, rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}` });
  }
  return probes;
}
