import { z } from 'zod';
import { LIMITS, RecordIdSchema, safeText } from './fields.ts';

/** The fixed icon name keys a tab may use; anything else shows the default icon. */
export const TAB_ICONS = ['fa-home', 'fa-building', 'fa-cube', 'fa-tshirt', 'fa-photo-video', 'fa-users', 'fa-chart-bar', 'fa-image', 'fa-video', 'fa-cog', 'fa-headset'] as const;

const NameSchema = safeText(100).trim().min(1, 'Name is required');
const NodeIdSchema = safeText(100).trim().min(1);

/** Sizes of a tab's category tree (the 1 MB request body limit caps the whole list as well). */
export const TAB_TREE_LIMITS = { tabs: 50, categories: 50, subcategories: 50, types: 100 } as const;
const list = <T extends z.ZodType>(item: T, max: number, what: string) => z.array(item).max(max, `at most ${max} ${what}`).default([]);

export const TabTypeSchema = z.object({ id: NodeIdSchema, name: NameSchema });
export const TabSubcategorySchema = z.object({ id: NodeIdSchema, name: NameSchema, types: list(TabTypeSchema, TAB_TREE_LIMITS.types, 'types') });
export const TabCategorySchema = z.object({
  id: NodeIdSchema,
  name: NameSchema,
  subcategories: list(TabSubcategorySchema, TAB_TREE_LIMITS.subcategories, 'subcategories'),
  types: list(TabTypeSchema, TAB_TREE_LIMITS.types, 'types'),
});
export type TabType = z.infer<typeof TabTypeSchema>;
export type TabSubcategory = z.infer<typeof TabSubcategorySchema>;
export type TabCategory = z.infer<typeof TabCategorySchema>;

/**
 * What a tab opens, chosen when the tab is created. The name is only a label: renaming a tab never
 * changes its screen. `custom` shows the tab's own title and description.
 */
export const TAB_SCREENS = ['overview', 'business-profile', 'users', 'models', 'dresses', 'playground', 'tryon', 'ai-outfits', 'integrations', 'help', 'custom'] as const;
export const TabScreenSchema = z.enum(TAB_SCREENS, { message: `Screen must be one of ${TAB_SCREENS.join(', ')}` });
export type TabScreen = z.infer<typeof TabScreenSchema>;
/** Only these screens filter by the tab's category tree. */
export const SCREENS_WITH_CATEGORIES: readonly TabScreen[] = ['models', 'dresses'];

export const TabSchema = z.object({
  id: NodeIdSchema,
  screen: TabScreenSchema.default('custom'),
  name: safeText(100).trim().min(1, 'Tab name is required'),
  description: safeText(1000).default(''),
  icon: safeText(50).default(''),
  order: z.number().int().min(0, 'Order must be a positive number').max(LIMITS.tabOrder, `Order must be at most ${LIMITS.tabOrder}`).default(0),
  enabled: z.boolean().default(true),
  categories: list(TabCategorySchema, TAB_TREE_LIMITS.categories, 'categories'),
});
export type Tab = z.infer<typeof TabSchema>;

export const TabsResponseSchema = z.object({ success: z.literal(true), message: z.string(), tabs: z.array(TabSchema) });
export type TabsResponse = z.infer<typeof TabsResponseSchema>;

/** The admin saves a store's whole tab list at once; the list returned replaces the local one. */
/**
 * Tab ids are the server's: an id naming one of the store's own tabs keeps that tab; any other id
 * (or none) gets a new one (tab ids are primary keys shared by all stores).
 */
export const SaveTabsRequestSchema = z.object({
  tabs: z.array(TabSchema.extend({ id: NodeIdSchema.optional() })).max(TAB_TREE_LIMITS.tabs, `A store can have at most ${TAB_TREE_LIMITS.tabs} tabs`),
});
export type SaveTabsRequest = z.infer<typeof SaveTabsRequestSchema>;

export const ClientIdParamSchema = z.object({ clientId: RecordIdSchema('clientId') });
