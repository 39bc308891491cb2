import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer compiled once per route from its zod schema (turned into JSON Schema, then
 * fast-json-stringify, Fastify's own serializer), for the hot list routes: no per-item validation
 * as the app's default zod serializer does, and still only the schema's fields are written, so a
 * column that is not in the contract can never leak. Use as a route's `serializerCompiler`.
 */
export const compiledSerializer = ({ schema }: { schema: unknown }): ((data: unknown) => string) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
