import { sql } from 'drizzle-orm';
import type { DressLength, Role, TabScreen } from '@tryown/contracts';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { analysisSummaryOf } from './analysis-summary.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Tokens issued before this moment stop working (set by a password reset or change). */
const sessionsValidFrom = () => timestamp('sessions_valid_from', { withTimezone: true, precision: 3 });

export const superadmins = pgTable('superadmins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  sessionsValidFrom: sessionsValidFrom(),
  createdAt: createdAt(),
});

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  sessionsValidFrom: sessionsValidFrom(),
  createdAt: createdAt(),
});

/** A store. `publicId` is the human-friendly Client User ID shoppers type when they register. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicId: text('public_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  sessionsValidFrom: sessionsValidFrom(),
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
  /** Shopper try-ons this store allows per UTC day, set by an admin (decision 0100). */
  shopperTryonDailyCap: integer('shopper_tryon_daily_cap').notNull().default(200),
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
    sessionsValidFrom: sessionsValidFrom(),
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
    /** What the tab opens (TAB_SCREENS); set at creation, never derived from the name. */
    screen: text('screen').$type<TabScreen>().notNull().default('custom'),
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
    analysisSummary: jsonb('analysis_summary').generatedAlwaysAs(analysisSummaryOf('analysis')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('models_client_idx').on(t.clientId, t.createdAt, t.id)],
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
    /** Where the hem belongs (DRESS_LENGTHS of its cloth type) as the store states it; null: read from the photo. */
    length: text('length').$type<DressLength>(),
    imageKey: text('image_key').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    analysis: jsonb('analysis'),
    analysisSummary: jsonb('analysis_summary').generatedAlwaysAs(analysisSummaryOf('analysis')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The lists' order (newest first, id breaking ties) under each filter the dress list offers.
  (t) => [
    index('dresses_client_idx').on(t.clientId, t.createdAt, t.id),
    index('dresses_client_category_idx').on(t.clientId, t.category, t.createdAt, t.id),
    index('dresses_client_type_idx').on(t.clientId, t.type, t.createdAt, t.id),
  ],
);

/**
 * A photo of a person who is not one of the store's models: a shopper's own picture (`userId`).
 * Its files live under the store's prefix, so a store's deletion removes them; `analysis` caches
 * the engine's person analysis like models.analysis (image hash + engine revision).
 */
export const personPhotos = pgTable(
  'person_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Or an anonymous storefront-widget visitor's (deleted with the session, decision 0111). */
    widgetSessionId: uuid('widget_session_id').references(() => widgetSessions.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
  },
  (t) => [index('person_photos_user_idx').on(t.userId, t.createdAt), index('person_photos_client_idx').on(t.clientId), index('person_photos_widget_session_idx').on(t.widgetSessionId)],
);

/**
 * One try-on: a dress on a person, who is a store model (`modelId`) or a person photo (`photoId`),
 * never both. A deleted model leaves its task with neither (set null); a deleted photo takes its
 * tasks with it.
 */
export const tryonTasks = pgTable(
  'tryon_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id').references(() => models.id, { onDelete: 'set null' }),
    photoId: uuid('photo_id').references(() => personPhotos.id, { onDelete: 'cascade' }),
    dressId: uuid('dress_id').references(() => dresses.id, { onDelete: 'set null' }),
    /** A top and bottom (combo) try-on: the bottom; `dress_id` is then the top. */
    lowerDressId: uuid('lower_dress_id').references(() => dresses.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    status: text('status').$type<'CREATED' | 'PROCESSING' | 'COMPLETED' | 'FAILED'>().notNull().default('CREATED'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    resultKey: text('result_key'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tryon_tasks_client_idx').on(t.clientId, t.createdAt),
    index('tryon_tasks_photo_idx').on(t.photoId),
    check('tryon_tasks_one_person', sql`${t.modelId} IS NULL OR ${t.photoId} IS NULL`),
  ],
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
  (t) => [uniqueIndex('generated_images_task_idx').on(t.taskId), index('generated_images_client_idx').on(t.clientId, t.createdAt, t.id)],
);

/**
 * A try-on result made on a person photo: private to whoever owns the photo (never listed to the
 * store or an admin), and deleted with it.
 */
export const looks = pgTable(
  'looks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => personPhotos.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tryonTasks.id, { onDelete: 'set null' }),
    dressId: uuid('dress_id').references(() => dresses.id, { onDelete: 'set null' }),
    imageKey: text('image_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('looks_task_idx').on(t.taskId), index('looks_photo_idx').on(t.photoId, t.createdAt)],
);

/**
 * Shopper try-ons a store started per UTC day, counted when each is asked for (so deleting photos
 * or looks does not give the day's capacity back). Checked against clients.shopper_tryon_daily_cap.
 */
export const shopperTryonUsage = pgTable(
  'shopper_tryon_usage',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    tryons: integer('tryons').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);

/** Single-use password reset links: only a hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<Role>().notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_account_idx').on(t.role, t.accountId, t.createdAt)],
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

/**
 * Rate-limit counters shared by every process on PostgreSQL (auth/rate-limit-store.ts): one row per
 * limited key (route and caller), its hits in the current window and when that window ends.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** What an analytics event records (see docs/decisions/0110-analytics-events.md). */
export type AnalyticsEventKind = 'widget_opened' | 'photo_uploaded' | 'tryon_requested' | 'tryon_completed' | 'tryon_failed' | 'result_downloaded' | 'add_to_cart';
/** Who caused it: the store's own staff, a signed-in shopper, or a visitor through the storefront widget. */
export type AnalyticsSource = 'store' | 'shopper' | 'widget';

/**
 * One thing that happened, kept after the photos and tasks it was about are gone (anonymous widget
 * data is deleted after a day, the figures are not). `actor` names the person for distinct counts:
 * `user:<id>` or `widget:<session id>`; null for the store's own staff.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AnalyticsEventKind>().notNull(),
    source: text('source').$type<AnalyticsSource>().notNull(),
    dressId: uuid('dress_id'),
    taskId: uuid('task_id'),
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_client_idx').on(t.clientId, t.kind, t.createdAt),
    index('analytics_events_kind_idx').on(t.kind, t.createdAt),
    index('analytics_events_task_idx').on(t.taskId),
  ],
);

/**
 * Every upload link handed out (storage/upload-slots.ts): the link works once (`uploadedAt`), and the
 * sweeper removes the files of slots that no record took within a day, then the slot row.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    key: text('key').primaryKey(),
    /** Null for uploads made before an account exists (a store's logo at registration). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('upload_slots_created_idx').on(t.createdAt)],
);

/** A store's storefront widget: its publishable key, the web origins allowed to use it, a switch and a monthly cap. */
export const widgetSettings = pgTable('widget_settings', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull().unique(),
  origins: jsonb('origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  enabled: boolean('enabled').notNull().default(false),
  monthlyCap: integer('monthly_cap').notNull().default(500),
  /** Also usable on TryOwn's own pages (same origin): only the seeded demo store, for the landing's demo. */
  allowOwnSite: boolean('allow_own_site').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An anonymous visitor of a store's website using the widget: no account, a secret token (only its
 * hash is kept) and an end, after which its photos and results are deleted (WIDGET_RETENTION_HOURS).
 */
export const widgetSessions = pgTable(
  'widget_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('widget_sessions_expires_idx').on(t.expiresAt)],
);
