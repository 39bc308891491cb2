import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const superadmins = pgTable('superadmins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** A store. `publicId` is the human-friendly Client User ID shoppers type when they register. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicId: text('public_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  businessName: text('business_name').notNull(),
  gstNo: text('gst_no').notNull().default(''),
  panNo: text('pan_no').notNull().default(''),
  aadharNo: text('aadhar_no'),
  mobileNo: text('mobile_no').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  pincode: text('pincode').notNull().default(''),
  websiteUrl: text('website_url'),
  businessLogoKey: text('business_logo_key'),
  createdAt: createdAt(),
});

/** A shopper, linked to exactly one store. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    isBasicProfileCompleted: boolean('is_basic_profile_completed').notNull().default(false),
    isStylePreferenceCompleted: boolean('is_style_preference_completed').notNull().default(false),
    basicProfile: jsonb('basic_profile').$type<Record<string, unknown>>(),
    stylePreferences: jsonb('style_preferences').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('users_client_idx').on(t.clientId)],
);

export type TabType = { id: string; name: string };
export type TabSubcategory = { id: string; name: string; types: TabType[] };
export type TabCategory = { id: string; name: string; subcategories: TabSubcategory[]; types: TabType[] };

/** A store's dashboard tab; its category/subcategory/type tree is one document, always replaced whole. */
export const tabs = pgTable(
  'tabs',
  {
    id: text('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default(''),
    order: integer('order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    categories: jsonb('categories').$type<TabCategory[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('tabs_client_idx').on(t.clientId)],
);

export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    age: integer('age'),
    height: real('height'),
    chest: real('chest'),
    waist: real('waist'),
    imageKey: text('image_key').notNull(),
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('models_client_idx').on(t.clientId, t.createdAt)],
);

export type DressSize = { size: string; selected: boolean };

export const dresses = pgTable(
  'dresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    brand: text('brand').notNull().default(''),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    type: text('type').notNull(),
    price: real('price'),
    originalPrice: real('original_price'),
    description: text('description').notNull().default(''),
    sizes: jsonb('sizes').$type<DressSize[]>().notNull().default(sql`'[]'::jsonb`),
    stockStatus: text('stock_status').notNull().default(''),
    imageKey: text('image_key').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dresses_client_idx').on(t.clientId, t.createdAt)],
);

export const tryonTasks = pgTable(
  'tryon_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id').references(() => models.id, { onDelete: 'set null' }),
    dressId: uuid('dress_id').references(() => dresses.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    status: text('status').$type<'CREATED' | 'PROCESSING' | 'COMPLETED' | 'FAILED'>().notNull().default('CREATED'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    resultKey: text('result_key'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tryon_tasks_client_idx').on(t.clientId, t.createdAt)],
);

export const generatedImages = pgTable(
  'generated_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tryonTasks.id, { onDelete: 'set null' }),
    modelId: uuid('model_id'),
    dressId: uuid('dress_id'),
    imageKey: text('image_key').notNull(),
    name: text('name').notNull().default('AI Outfit'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('generated_images_task_idx').on(t.taskId), index('generated_images_client_idx').on(t.clientId, t.createdAt)],
);

/** Messages sent from the public contact form. */
export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Security-relevant actions (impersonation, deletions): who did what to whom, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorRole: text('actor_role').notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
