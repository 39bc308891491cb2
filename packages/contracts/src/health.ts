import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
