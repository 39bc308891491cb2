import { z } from 'zod';
import { safeText } from './fields.ts';

/** A web origin as browsers send it: scheme, host and port only (`https://shop.example`). */
export const OriginSchema = z
  .string()
  .trim()
  .min(1, 'An origin cannot be empty')
  .max(200)
  .transform((value, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    const bare = url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    if (!url || !bare) {
      ctx.addIssue({ code: 'custom', message: `${value} is not a web origin: use https://host or https://host:port, without a path` });
      return z.NEVER;
    }
    return url.origin;
  });

export const WidgetSettingsSchema = z.object({
  key: z.string(),
  origins: z.array(z.string()),
  enabled: z.boolean(),
  monthlyCap: z.number().int(),
  /** Try-ons the store's website visitors asked for this calendar month (UTC): what `monthlyCap` counts. */
  usedThisMonth: z.number().int(),
});
export type WidgetSettings = z.infer<typeof WidgetSettingsSchema>;

export const MAX_WIDGET_ORIGINS = 20;
export const MAX_WIDGET_MONTHLY_CAP = 1_000_000;

/** PUT client/widget: the whole setting (the key changes only by rotation). */
export const UpdateWidgetSettingsRequestSchema = z.object({
  origins: z
    .array(OriginSchema)
    .max(MAX_WIDGET_ORIGINS, `At most ${MAX_WIDGET_ORIGINS} origins`)
    .transform((origins) => [...new Set(origins)]),
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  monthlyCap: z
    .number({ message: 'monthlyCap must be a number' })
    .int('monthlyCap must be a whole number')
    .min(0, 'monthlyCap cannot be negative')
    .max(MAX_WIDGET_MONTHLY_CAP, `monthlyCap can be at most ${MAX_WIDGET_MONTHLY_CAP}`),
});
export type UpdateWidgetSettingsRequest = z.input<typeof UpdateWidgetSettingsRequestSchema>;

export const RotateWidgetKeyResponseSchema = z.object({ key: z.string() });
export type RotateWidgetKeyResponse = z.infer<typeof RotateWidgetKeyResponseSchema>;

/** The storefront widget's own API, /api/v1/widget/{key}/... (publishable key + allowed origin). */
export const WidgetKeyParamSchema = z.object({ key: safeText(100).min(1) });
export const WidgetIdParamSchema = WidgetKeyParamSchema.extend({ id: safeText(100).min(1) });

export const WidgetDressSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });
export type WidgetDress = z.infer<typeof WidgetDressSchema>;

/** A model a visitor may try a garment on instead of their own photo (offered by the landing demo only). */
export const WidgetModelSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });
export type WidgetModel = z.infer<typeof WidgetModelSchema>;

export const WidgetConfigResponseSchema = z.object({
  store: z.string(),
  /** Hours after which a visitor's photos and results are deleted. */
  retentionHours: z.number().int(),
  /** The store's models on offer instead of the visitor's photo: the landing demo's; empty for a store's own widget. */
  models: z.array(WidgetModelSchema),
});
export type WidgetConfigResponse = z.infer<typeof WidgetConfigResponseSchema>;

export const WidgetSessionResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type WidgetSessionResponse = z.infer<typeof WidgetSessionResponseSchema>;

export const WidgetEventRequestSchema = z.object({
  kind: z.enum(['widget_opened', 'result_downloaded', 'add_to_cart'], { message: "kind must be 'widget_opened', 'result_downloaded' or 'add_to_cart'" }),
  dressId: z.string().uuid('dressId is not a valid id'),
});
export type WidgetEventRequest = z.infer<typeof WidgetEventRequestSchema>;

export const WidgetPhotoResponseSchema = z.object({ photoId: z.string() });

/** POST widget/{key}/photos/model: one of the offered models, taken as the session's photo. */
export const WidgetModelPhotoRequestSchema = z.object({ modelId: z.string().uuid('modelId is not a valid id') });
export type WidgetModelPhotoRequest = z.infer<typeof WidgetModelPhotoRequestSchema>;
export type WidgetPhotoResponse = z.infer<typeof WidgetPhotoResponseSchema>;

export const WidgetTryonRequestSchema = z.object({
  dressId: z.string().uuid('dressId is not a valid id'),
  photoId: z.string().uuid('photoId is not a valid id'),
});
export type WidgetTryonRequest = z.infer<typeof WidgetTryonRequestSchema>;

export const WidgetTryonSchema = z.object({
  taskId: z.string(),
  status: z.enum(['CREATED', 'PROCESSING', 'COMPLETED', 'FAILED']),
  progress: z.number().int(),
  error: z.string().optional(),
});
export type WidgetTryon = z.infer<typeof WidgetTryonSchema>;

export const WIDGET_SESSION_HEADER = 'x-tryown-session';

/** GET public/demo: the landing demo's widget key and the demo store's garments; no key when this server has no demo. */
export const DemoCatalogueResponseSchema = z.object({ key: z.string().nullable(), dresses: z.array(WidgetDressSchema) });
export type DemoCatalogueResponse = z.infer<typeof DemoCatalogueResponseSchema>;
