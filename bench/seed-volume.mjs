// The bench's data: a realistic volume written set-based (generate_series, one statement per table) into a
// migrated database that holds the reference data. Customers sign in with BENCH_PASSWORD; each also has a
// session whose token is benchToken(n), n = 1..customers, so the load needs no logins to get them.

export const BENCH_PASSWORD = 'Bench@12345';
export const benchToken = (n) => `bench-session-token-${n}`;
export const benchEmail = (n) => `bench${n}@bench.jo`;
/** The operator of the console cases (dashboard, list of every order): an admin with a known session token. */
export const BENCH_OPERATOR_TOKEN = 'bench-operator-session-token';

/** Sizes of issue 7: at least 10,000 customers, 100,000 orders, 1,000,000 notifications. */
export const VOLUME = { customers: 10_000, providers: 60, orders: 100_000, notifications: 1_000_000, rfps: 2_000 };

/**
 * @param {import('pg').Client} db connected to the portal's database
 * @param {string} passwordHash the argon2 hash of BENCH_PASSWORD (made by the project's own hashPassword)
 * @param {(m: string) => void} log
 */
export async function seedVolume(db, passwordHash, log) {
  const v = VOLUME;
  const step = async (what, sql, params = []) => {
    const started = Date.now();
    const res = await db.query(sql, params);
    log(`  ${what}: ${res.rowCount ?? ''} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    'customer accounts',
    `INSERT INTO accounts (email, role, password_hash, is_verified, lang, created_at)
     SELECT 'bench' || i || '@bench.jo', 'customer', $1, true, (ARRAY['en','ar','fr'])[1 + i % 3], now() - (i % 365) * interval '1 day'
     FROM generate_series(1, $2::int) i`,
    [passwordHash, v.customers],
  );
  await step(
    'customers',
    `INSERT INTO customers (account_id, customer_type_id, name, company_name, country_code, phone_no, latitude, longitude,
                            country, city, area, branch_name)
     SELECT a.id, (SELECT min(id) FROM customer_types), 'Bench Customer ' || a.id, 'Bench Company ' || a.id, '+962',
            '79' || lpad((a.id % 10000000)::text, 7, '0'), 31.90 + (a.id % 100) / 1000.0, 35.85 + (a.id % 97) / 1000.0,
            'Jordan', 'Amman', (ARRAY['Khalda','Abdoun','Sweifieh','Jubeiha','Tla Al Ali'])[1 + a.id % 5], 'Main'
     FROM accounts a WHERE a.email LIKE '%@bench.jo' AND a.role = 'customer'`,
  );
  await step(
    'sessions (one per customer, known tokens)',
    `INSERT INTO sessions (account_id, token_hash, device_type, expires_at)
     SELECT a.id, encode(sha256(convert_to('bench-session-token-' || substring(a.email from 'bench(\\d+)@'), 'UTF8')), 'hex'), 'W',
            now() + interval '30 days'
     FROM accounts a WHERE a.email LIKE '%@bench.jo' AND a.role = 'customer'`,
  );
  await step(
    'provider accounts',
    `INSERT INTO accounts (email, role, password_hash, is_verified)
     SELECT 'bench-provider' || i || '@bench.jo', 'provider', $1, true FROM generate_series(1, $2::int) i`,
    [passwordHash, v.providers],
  );
  await step(
    'providers',
    `INSERT INTO providers (account_id, name, user_type, is_golden_technician, is_featured, daily_rate, minimum_rate_per_visit,
                            expertise, about, country_code, phone_no, rating, rating_count)
     SELECT a.id, jsonb_build_object('en', 'Provider ' || a.id, 'ar', 'مزود ' || a.id, 'fr', 'Prestataire ' || a.id),
            CASE WHEN a.id % 3 = 0 THEN 'C' ELSE 'I' END, a.id % 4 = 0, a.id % 2 = 0, 40 + a.id % 30, 10 + a.id % 15,
            '{"en":"Plumbing","ar":"سباكة","fr":"Plomberie"}'::jsonb, '{"en":"Ten years","ar":"عشر سنوات","fr":"Dix ans"}'::jsonb,
            '+962', '78' || lpad(a.id::text, 7, '0'), 3 + (a.id % 20) / 10.0, a.id % 50
     FROM accounts a WHERE a.email LIKE 'bench-provider%@bench.jo' AND a.role = 'provider'`,
  );
  // Orders spread over the customers (about ten each), both kinds, every status; a provider once past REQD.
  await step(
    'orders',
    `WITH c AS (SELECT array_agg(account_id ORDER BY account_id) ids FROM customers WHERE account_id IN (SELECT id FROM accounts WHERE email LIKE '%@bench.jo')),
          p AS (SELECT array_agg(account_id ORDER BY account_id) ids FROM providers WHERE account_id IN (SELECT id FROM accounts WHERE email LIKE 'bench-provider%')),
          s AS (SELECT array_agg(id ORDER BY id) ids, array_agg(category_id ORDER BY id) cats FROM sub_categories),
          g AS (SELECT i, (ARRAY['REQD','ACPT','APRD','OTW','UP','FSD','WPAY','DONE','DONE','DONE','CBC','CNCL'])[1 + i % 12] AS status
                FROM generate_series(1, $1::int) i)
     INSERT INTO orders (order_no, type, customer_id, provider_id, category_id, sub_category_id, status, status_changed_at,
                         branch_name, latitude, longitude, country, city, area, contact_name, contact_email, country_code, phone_no,
                         description, formatted_description, start_date, created_at, updated_at,
                         customer_fees_status, estimate_problem_desc, estimate_is_spare_part_needed, visit_fees, estimate_service_fees,
                         estimate_spare_part_fees, total_amount_of_customer, paid_at, payment_method,
                         cash_received_amount, cash_mismatch_at)
     SELECT 'BN' || lpad(g.i::text, 8, '0'), CASE WHEN g.i % 2 = 0 THEN 'E' ELSE 'T' END,
            c.ids[1 + g.i % array_length(c.ids, 1)],
            CASE WHEN g.status = 'REQD' THEN NULL ELSE p.ids[1 + g.i % array_length(p.ids, 1)] END,
            s.cats[1 + g.i % array_length(s.ids, 1)], s.ids[1 + g.i % array_length(s.ids, 1)], g.status,
            now() - (g.i % 1000) * interval '1 hour',
            'Main', 31.95, 35.87, 'Jordan', 'Amman', 'Khalda', 'Bench Contact', 'contact' || g.i || '@bench.jo', '+962', '791234567',
            'The kitchen sink leaks under the cabinet; order ' || g.i, '<p>The kitchen sink leaks under the cabinet.</p>',
            now() - (g.i % 1000) * interval '1 hour', now() - (g.i % 2000) * interval '1 hour', now() - (g.i % 1000) * interval '1 hour',
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN (ARRAY['PEND','ACPT','REJT'])[1 + g.i % 3] END,
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN 'Worn valve' END,
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN g.i % 2 = 0 END,
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN 10 END,
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN 35 END,
            CASE WHEN g.status IN ('UP','FSD','WPAY','DONE') THEN 12.5 END,
            CASE WHEN g.status = 'DONE' AND g.i % 3 = 0 THEN 57.5 END,
            CASE WHEN g.status = 'DONE' AND g.i % 3 = 0 THEN now() - (g.i % 1000) * interval '1 hour' END,
            CASE WHEN g.status = 'DONE' AND g.i % 3 = 0 THEN (ARRAY['cash','cliq'])[1 + g.i % 2] END,
            -- The provider's record (issue 19.3): the same amount, but one in seven of them differs and is flagged.
            CASE WHEN g.status = 'DONE' AND g.i % 3 = 0 THEN CASE WHEN g.i % 7 = 0 THEN 55 ELSE 57.5 END END,
            CASE WHEN g.status = 'DONE' AND g.i % 3 = 0 AND g.i % 7 = 0 THEN now() - (g.i % 1000) * interval '1 hour' END
     FROM g, c, p, s`,
    [v.orders],
  );
  // RFPs receiving proposals, one for each of the first customers, each with one card and five proposals: what the
  // comparison case (issue 19) reads.
  await step(
    'RFPs',
    `WITH c AS (SELECT a.id, substring(a.email from 'bench(\\d+)@')::int AS n FROM accounts a
                WHERE a.email ~ '^bench\\d+@bench\\.jo$' AND a.role = 'customer' ORDER BY n LIMIT $1),
          s AS (SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1)
     INSERT INTO orders (order_no, type, customer_id, category_id, sub_category_id, status, status_changed_at, branch_name, latitude,
                         longitude, country, city, area, contact_name, contact_email, country_code, phone_no, description,
                         formatted_description, title, is_guarantee, start_date, end_date, created_at, updated_at)
     SELECT 'BR' || lpad(c.n::text, 8, '0'), 'R', c.id, s.category_id, s.id, 'REQD', now(), 'Main', 31.95, 35.87, 'Jordan', 'Amman',
            'Khalda', 'Bench Contact', 'rfp' || c.n || '@bench.jo', '+962', '791234567', 'Summer works of the school',
            '<p>Summer works of the school</p>', 'School summer works', true, now(), now() + interval '20 days', now(), now()
     FROM c, s`,
    [v.rfps],
  );
  await step(
    'RFP cards and proposals',
    `WITH t AS (INSERT INTO rfp_tasks (rfp_id, position, category_id, sub_category_id, description, is_guarantee)
                SELECT id, 0, category_id, sub_category_id, description, true FROM orders WHERE order_no LIKE 'BR%' RETURNING rfp_id),
          p AS (SELECT account_id, row_number() OVER (ORDER BY account_id) AS k FROM providers
                WHERE account_id IN (SELECT id FROM accounts WHERE email LIKE 'bench-provider%') ORDER BY account_id LIMIT 5)
     INSERT INTO rfp_replies (rfp_id, provider_id, price, spare_parts, spare_part_fees, payment_terms, is_guarantee, expiry_date)
     SELECT t.rfp_id, p.account_id, 200 + (t.rfp_id + p.k) % 100, 'Paint, brushes', 10 * p.k, 'Half upfront, half on completion',
            p.k % 2 = 1, now() + p.k * interval '30 days'
     FROM t, p`,
  );
  await step(
    'order ratings (a third of the paid orders)',
    `INSERT INTO order_ratings (order_id, rater, rating, description)
     SELECT id, 'customer', 4, 'Careful work' FROM orders WHERE order_no LIKE 'BN%' AND total_amount_of_customer IS NOT NULL`,
  );
  // A hundred notifications per customer, most of them read, over the last 90 days.
  await step(
    'notifications',
    `WITH c AS (SELECT array_agg(account_id ORDER BY account_id) ids FROM customers WHERE account_id IN (SELECT id FROM accounts WHERE email LIKE '%@bench.jo'))
     INSERT INTO notifications (account_id, type, event, service_id, title_en, title_ar, title_fr, body_en, body_ar, body_fr, is_read, created_at)
     SELECT c.ids[1 + i % array_length(c.ids, 1)], CASE WHEN i % 2 = 0 THEN 'E' ELSE 'T' END,
            (ARRAY['ACPT','APRD','OTW','UP','ESTIMATE_SENT','FSD','WPAY','DONE'])[1 + i % 8], 1 + i % 100000,
            'Order update', 'تحديث الطلب', 'Mise à jour de la commande',
            'Your order BN' || lpad((1 + i % 100000)::text, 8, '0') || ' has moved on.', 'تم تحديث طلبك.', 'Votre commande a avancé.',
            i % 10 <> 0, now() - (i % 129600) * interval '1 minute'
     FROM c, generate_series(1, $1::int) i`,
    [v.notifications],
  );
  await step(
    'notification versions',
    `INSERT INTO notification_versions (account_id, version)
     SELECT id, 1 FROM accounts WHERE email LIKE '%@bench.jo' AND role = 'customer' ON CONFLICT (account_id) DO NOTHING`,
  );
  await step(
    'operator (admin) and its session',
    `WITH a AS (INSERT INTO accounts (email, role, password_hash, is_verified, operator_role)
                VALUES ('bench-operator@bench.jo', 'operator', $1, true, 'admin') RETURNING id)
     INSERT INTO sessions (account_id, token_hash, device_type, expires_at)
     SELECT a.id, encode(sha256(convert_to($2, 'UTF8')), 'hex'), 'W', now() + interval '30 days' FROM a`,
    [passwordHash, BENCH_OPERATOR_TOKEN],
  );
  await step('analyze', 'ANALYZE');
}
