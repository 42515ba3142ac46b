import { boolean, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

export const customerTypes = pgTable('customer_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  arabicName: varchar('arabic_name', { length: 50 }).notNull(),
  frenchName: varchar('french_name', { length: 50 }).notNull(),
});

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  customerTypeId: integer('customer_type_id').notNull().references(() => customerTypes.id),
  en: varchar('en', { length: 100 }).notNull(),
  ar: varchar('ar', { length: 100 }).notNull(),
  fr: varchar('fr', { length: 100 }).notNull(),
});

// Seeded rows carry their own ids; rows the operators add get ids from 1000 on.
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  icon: varchar('icon', { length: 200 }).notNull(),
  en: varchar('en', { length: 100 }).notNull(),
  ar: varchar('ar', { length: 100 }).notNull(),
  fr: varchar('fr', { length: 100 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** Withdrawn from the portal's pickers (issue 17): a trade still served or ordered cannot be deleted, only hidden. */
  hidden: boolean('hidden').notNull().default(false),
});

export const subCategories = pgTable('sub_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  icon: varchar('icon', { length: 200 }).notNull(),
  en: varchar('en', { length: 100 }).notNull(),
  ar: varchar('ar', { length: 100 }).notNull(),
  fr: varchar('fr', { length: 100 }).notNull(),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
});

export const onboardingScreens = pgTable('onboarding_screens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lang: varchar('lang', { length: 2 }).notNull(),
  image: varchar('image', { length: 200 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: varchar('kind', { length: 16 }).notNull().$type<'desktop' | 'responsive'>(),
  lang: varchar('lang', { length: 2 }).notNull(),
  image: varchar('image', { length: 200 }).notNull(),
  link: varchar('link', { length: 500 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const staticPages = pgTable(
  'static_pages',
  {
    key: varchar('key', { length: 16 }).notNull().$type<'terms' | 'privacy' | 'usage'>(),
    lang: varchar('lang', { length: 2 }).notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** The validation-data limits of spec §3 (key/value, values parsed as integers by clients). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
});

/** Extra trilingual texts kept as JSON where a table would add nothing. */
export type Trilingual = { en: string; ar: string; fr: string };
export const trilingual = (name: string) => jsonb(name).$type<Trilingual>();
