import { z } from 'zod';

/** GET superadmin/system-info: what is true of the running server, grouped for the System Settings screen. */
export const SystemInfoResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(z.object({ name: z.string(), items: z.array(z.object({ label: z.string(), value: z.string() })) })),
});
export type SystemInfoResponse = z.infer<typeof SystemInfoResponseSchema>;
