import { z } from 'zod';

/** The fixed icon name keys a tab may use; anything else shows the default icon. */
export const TAB_ICONS = ['fa-home', 'fa-building', 'fa-cube', 'fa-tshirt', 'fa-photo-video', 'fa-users', 'fa-chart-bar', 'fa-image', 'fa-video', 'fa-cog', 'fa-headset'] as const;

const NameSchema = z.string().trim().min(1, 'Name is required').max(100);
const NodeIdSchema = z.string().trim().min(1).max(100);

export const TabTypeSchema = z.object({ id: NodeIdSchema, name: NameSchema });
export const TabSubcategorySchema = z.object({ id: NodeIdSchema, name: NameSchema, types: z.array(TabTypeSchema).default([]) });
export const TabCategorySchema = z.object({
  id: NodeIdSchema,
  name: NameSchema,
  subcategories: z.array(TabSubcategorySchema).default([]),
  types: z.array(TabTypeSchema).default([]),
});
export type TabType = z.infer<typeof TabTypeSchema>;
export type TabSubcategory = z.infer<typeof TabSubcategorySchema>;
export type TabCategory = z.infer<typeof TabCategorySchema>;

export const TabSchema = z.object({
  id: NodeIdSchema,
  name: z.string().trim().min(1, 'Tab name is required').max(100),
  description: z.string().max(1000).default(''),
  icon: z.string().max(50).default(''),
  order: z.number().int().min(0, 'Order must be a positive number').default(0),
  enabled: z.boolean().default(true),
  categories: z.array(TabCategorySchema).default([]),
});
export type Tab = z.infer<typeof TabSchema>;

export const TabsResponseSchema = z.object({ success: z.literal(true), message: z.string(), tabs: z.array(TabSchema) });
export type TabsResponse = z.infer<typeof TabsResponseSchema>;

/** The admin saves a store's whole tab list at once; the list returned replaces the local one. */
export const SaveTabsRequestSchema = z.object({ tabs: z.array(TabSchema).max(50, 'A store can have at most 50 tabs') });
export type SaveTabsRequest = z.infer<typeof SaveTabsRequestSchema>;

export const ClientIdParamSchema = z.object({ clientId: z.string().min(1) });
