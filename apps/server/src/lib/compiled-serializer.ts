import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer compiled once per route from its zod schema (turned into JSON Schema, then
 * fast-json-stringify, Fastify's own serializer), for the hot list routes: no per-item validation
 * as the app's default zod serializer does, and still only the schema's fields are written, so a
 * column that is not in the contract can never leak. Use as a route's `serializerCompiler`.
 *
 * An object is written once: a page a process keeps (decision 0081) is the same object on every
 * request, and is never changed once built, so its JSON is remembered with it (and goes with it).
 */
export const compiledSerializer = ({ schema }: { schema: unknown }): ((data: unknown) => string) => {
  const write = fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return write(data);
    let json = written.get(data);
    if (json === undefined) written.set(data, (json = write(data)));
    return json;
  };
};
