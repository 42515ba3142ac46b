import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  banners, categories, customerTypes, industries, onboardingScreens, settings, staticPages, subCategories,
} from '../schema/reference.ts';
import { rfpQuestionOptions, rfpQuestions } from '../schema/rfps.ts';
import * as data from '../seed-data/reference.ts';
import { categoryQuestions, generalQuestions } from '../seed-data/rfp-questions.ts';

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}

/**
 * Reference data is seeded once per table: after that operators own it (the operator API edits
 * these tables), so a restart never overwrites their changes.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    if (await isEmpty(tx, customerTypes)) await tx.insert(customerTypes).values(data.customerTypes);
    if (await isEmpty(tx, industries)) await tx.insert(industries).values(data.industries);
    if (await isEmpty(tx, categories)) {
      await tx.insert(categories).values(data.categories.map((c, i) => ({ id: c.id, icon: c.icon, en: c.en, ar: c.ar, fr: c.fr, sort: i })));
      const subs = data.categories.flatMap((c) =>
        c.subcategories.map((s, i) => ({ id: s.id, categoryId: c.id, icon: s.icon, en: s.en, ar: s.ar, fr: s.fr, sort: i })),
      );
      if (subs.length) await tx.insert(subCategories).values(subs);
    }
    if (await isEmpty(tx, onboardingScreens)) {
      await tx.insert(onboardingScreens).values(data.onboardingScreens.map((o, i) => ({ ...o, sort: i })));
    }
    if (await isEmpty(tx, banners)) await tx.insert(banners).values(data.banners.map((b, i) => ({ ...b, sort: i })));
    // Pages added by a release (the usage policy) appear on existing databases; pages the operators edited stay.
    await tx.insert(staticPages).values(data.staticPages).onConflictDoNothing();
    if (await isEmpty(tx, rfpQuestions)) {
      const all = [...generalQuestions, ...categoryQuestions];
      for (const [i, q] of all.entries()) {
        const [row] = await tx
          .insert(rfpQuestions)
          .values({
            question: q.question,
            arQuestion: q.arQuestion,
            frQuestion: q.frQuestion,
            prefix: q.prefix ?? '',
            answerType: q.answerType,
            questionType: q.categoryId === null ? 'general' : 'category',
            isRequired: q.isRequired,
            categoryId: q.categoryId,
            sortOrder: i,
          })
          .returning({ id: rfpQuestions.id });
        if (q.options?.length) await tx.insert(rfpQuestionOptions).values(q.options.map((opt, j) => ({ ...opt, questionId: row!.id, sortOrder: j })));
      }
    }
    // New limit keys appear with new releases; existing values stay as the operators set them.
    await tx
      .insert(settings)
      .values(Object.entries(data.validationData).map(([key, value]) => ({ key, value: String(value) })))
      .onConflictDoNothing();
  });
}
