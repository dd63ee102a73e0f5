import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from '../../common/booking/patient-keys';
import { addDays, clinicDate } from '../../common/booking/schedule';
import schemaSql from '../../schema.sql?raw';
import { tableRows } from './lifecycle-helpers';

/** Splits an SQL file into statements: strips comments, then splits on semicolons at line ends. */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .map((l) => l.replace(/--.*$/, ''))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A CREATE statement as stored in sqlite_master, written the same way whatever produced it: SQLite keeps the text as
 * given (comments and layout included), ALTER TABLE … ADD COLUMN splices the new column's text in, and a renamed
 * table is quoted.
 */
function normalise(sql: string | null): string | null {
  if (sql === null) return null;
  return sql
    .replace(/--[^\n]*/g, '')
    .replace(/"/g, '')
    .replace(/\bIF NOT EXISTS\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .trim();
}

/** The tables and indexes of the clinic's schema: D1's and SQLite's own objects and the migrations' log left out. */
const OWN_OBJECTS = `name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*' AND name <> 'd1_migrations'`;

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

async function schemaOf(db: D1Database): Promise<SchemaObject[]> {
  const { results } = await db
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE ${OWN_OBJECTS} ORDER BY type, name`)
    .all<SchemaObject>();
  return results.map((r) => ({ ...r, sql: normalise(r.sql) }));
}

async function tablesOf(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OWN_OBJECTS} ORDER BY name`)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Columns (PRAGMA table_info) and indexes (PRAGMA index_list, with each index's columns) of a table. */
async function shapeOf(db: D1Database, table: string) {
  const columns = (await db.prepare(`PRAGMA table_info(${table})`).all()).results;
  const indexes = (await db.prepare(`PRAGMA index_list(${table})`).all<{ name: string }>()).results;
  const withColumns = await Promise.all(
    indexes
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map(async (i) => ({
        ...i,
        // Autoindex names carry a counter that depends on creation order; their columns and flags are what matter.
        name: i.name.startsWith('sqlite_autoindex_') ? 'sqlite_autoindex' : i.name,
        columns: (await db.prepare(`PRAGMA index_info(${i.name})`).all()).results,
      })),
  );
  return { columns, indexes: withColumns };
}

/** The seed's tables: the ones a database filled before the migrations has rows in. */
const TABLES = ['appointments', 'contact_messages', 'email_outbox', 'idempotency_keys', 'rate_limits'];

/** A seed table's name once the migrations have run (the e-mail outbox became the outbox of every channel, 0016). */
const RENAMED: Record<string, string> = { email_outbox: 'outbox' };
const nowNamed = (table: string) => RENAMED[table] ?? table;

/** Every table the migrations create, in name order. */
const ALL_TABLES = [
  ...TABLES.map(nowNamed),
  'audit_log',
  'clinic_sessions',
  'clinic_settings',
  'closures',
  'payment_events',
  'payment_links',
  'payments',
  'deployment_check',
  'follow_ups',
  'phone_early_reports',
  'phone_opt_out_fingerprints',
  'phone_opt_outs',
  'phone_replies',
  'places',
  'privacy_requests',
  'queue_entries',
  'reports',
  'session_events',
  'waitlist',
  'waitlist_offers',
].sort();

describe('schema.sql', () => {
  beforeAll(async () => {
    await env.SCHEMA_DB.batch(statements(schemaSql).map((s) => env.SCHEMA_DB.prepare(s)));
  });

  it('has every table and index the migrations create', async () => {
    expect(await tablesOf(env.DB)).toEqual(ALL_TABLES);
    const migrated = await schemaOf(env.DB);
    // Not an empty comparison: the tables above and their twenty-one named indexes.
    expect(migrated.filter((o) => o.type === 'index').map((o) => o.name)).toHaveLength(28);
    expect(await schemaOf(env.SCHEMA_DB)).toEqual(migrated);
  });

  it('gives every table the same columns, types, defaults, keys and indexes as the migrations', async () => {
    expect(await tablesOf(env.SCHEMA_DB)).toEqual(ALL_TABLES);
    for (const table of ALL_TABLES) {
      const migrated = await shapeOf(env.DB, table);
      expect(migrated.columns.length, table).toBeGreaterThan(1);
      expect(await shapeOf(env.SCHEMA_DB, table), table).toEqual(migrated);
    }
  });

  it('is compared strictly enough to notice a changed CHECK, default or index', () => {
    const a = normalise("CREATE TABLE t (\n  x TEXT NOT NULL DEFAULT '' CHECK (length(x) <= 60) -- why\n)");
    expect(a).toBe(normalise('CREATE TABLE IF NOT EXISTS "t" (x TEXT NOT NULL DEFAULT \'\' CHECK(length(x) <= 60))'));
    expect(a).not.toBe(normalise("CREATE TABLE t (x TEXT NOT NULL DEFAULT '' CHECK (length(x) <= 61))"));
    expect(a).not.toBe(normalise("CREATE TABLE t (x TEXT NOT NULL DEFAULT 'a' CHECK (length(x) <= 60))"));
  });
});

/** Empties a database completely (the clinic's tables and the migrations' log). */
async function wipe(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*'`,
    )
    .all<{ name: string }>();
  // Foreign keys are checked at the batch's end, so the tables can go in any order.
  if (results.length) {
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = ON'),
      ...results.map((r) => db.prepare(`DROP TABLE ${r.name}`)),
    ]);
  }
}

const today = clinicDate();

/** Bookings as the seed stored them: its columns only. */
const SEED_APPOINTMENTS = [
  {
    id: 'apt_future_far',
    full_name: 'Asha Verma',
    email: 'Asha.Verma+clinic@Example.COM',
    phone: '+91 (981) 101-2345',
    appointment_date: addDays(today, 9),
    appointment_time: '10:00 AM',
    selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    message: 'Cough for three weeks.\nWorse at night.',
    reports_uploaded: 1,
    created_at: '2026-01-05T08:15:30.123Z',
  },
  {
    id: 'apt_tomorrow',
    full_name: 'Ravi Kumar',
    email: 'RAVI.KUMAR@EXAMPLE.ORG',
    phone: '098110-12345',
    appointment_date: addDays(today, 1),
    appointment_time: '05:00 PM',
    selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    message: '',
    reports_uploaded: 0,
    created_at: '2026-01-06T09:00:00.000Z',
  },
  {
    id: 'apt_today',
    full_name: 'Meera Nair',
    email: 'meera@example.com',
    phone: '1234567',
    appointment_date: today,
    appointment_time: '09:00 AM',
    selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    message: 'Follow-up',
    reports_uploaded: 0,
    created_at: '2026-01-07T10:00:00.000Z',
  },
  {
    id: 'apt_past',
    full_name: 'Old Patient',
    email: 'old+x+y@example.com',
    phone: '+44 20 7946 0958',
    appointment_date: addDays(today, -3),
    appointment_time: '02:00 PM',
    selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    message: 'Seen already',
    reports_uploaded: 1,
    created_at: '2025-12-01T11:11:11.111Z',
  },
];

const SEED_CONTACTS = [
  {
    id: 'msg_home',
    source: 'home',
    name: 'Sunita Rao',
    email: 'sunita@example.com',
    phone: '',
    subject: 'Parking',
    message: 'Is there parking nearby?',
    created_at: '2026-01-02T03:04:05.678Z',
  },
  {
    id: 'msg_contact',
    source: 'contact',
    name: 'Vikram Singh',
    email: 'vikram@example.com',
    phone: '+91 98110 22222',
    subject: 'Reports',
    message: 'Can I e-mail my reports?',
    created_at: '2026-01-03T03:04:05.678Z',
  },
];

/** E-mails of every kind and status the seed wrote, plus one whose booking no longer exists. */
const SEED_OUTBOX = [
  {
    id: 'eml_a1',
    kind: 'appointment_patient',
    ref_id: 'apt_future_far',
    status: 'sent',
    attempts: 1,
    provider_id: 're_1',
    last_error: null,
    next_attempt_at: null,
    created_at: '2026-01-05T08:15:30.200Z',
    updated_at: '2026-01-05T08:15:31.000Z',
  },
  {
    id: 'eml_a2',
    kind: 'appointment_clinic',
    ref_id: 'apt_future_far',
    status: 'failed',
    attempts: 2,
    provider_id: null,
    last_error: 'application_error (500): boom',
    next_attempt_at: '2026-01-05T08:20:00.000Z',
    created_at: '2026-01-05T08:15:30.200Z',
    updated_at: '2026-01-05T08:16:00.000Z',
  },
  {
    id: 'eml_b1',
    kind: 'appointment_patient',
    ref_id: 'apt_tomorrow',
    status: 'pending',
    attempts: 0,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: '2026-01-06T09:00:00.100Z',
    updated_at: '2026-01-06T09:00:00.100Z',
  },
  {
    id: 'eml_b2',
    kind: 'appointment_clinic',
    ref_id: 'apt_tomorrow',
    status: 'sending',
    attempts: 1,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: '2026-01-06T09:00:00.100Z',
    updated_at: '2026-01-06T09:00:00.500Z',
  },
  {
    id: 'eml_c1',
    kind: 'appointment_patient',
    ref_id: 'apt_past',
    status: 'captured',
    attempts: 1,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: '2025-12-01T11:11:11.200Z',
    updated_at: '2025-12-01T11:11:11.300Z',
  },
  {
    id: 'eml_m1',
    kind: 'contact_clinic',
    ref_id: 'msg_home',
    status: 'sent',
    attempts: 3,
    provider_id: 're_9',
    last_error: null,
    next_attempt_at: null,
    created_at: '2026-01-02T03:04:05.700Z',
    updated_at: '2026-01-02T03:10:00.000Z',
  },
  {
    id: 'eml_orphan',
    kind: 'appointment_clinic',
    ref_id: 'apt_gone',
    status: 'failed',
    attempts: 5,
    provider_id: null,
    last_error: 'referenced row not found',
    next_attempt_at: null,
    created_at: '2025-11-01T00:00:00.000Z',
    updated_at: '2025-11-01T00:30:00.000Z',
  },
];

const SEED_IDEMPOTENCY = [
  {
    key: 'draft-key-0001',
    endpoint: 'POST /api/appointment',
    request_hash: 'a'.repeat(64),
    status: 201,
    response: '{"success":true,"id":"apt_future_far"}',
    created_at: '2026-01-05T08:15:30.300Z',
  },
  {
    key: 'draft-key-0002',
    endpoint: 'POST /api/contact',
    request_hash: 'b'.repeat(64),
    status: 201,
    response: '{"success":true,"id":"msg_home"}',
    created_at: '2026-01-02T03:04:05.800Z',
  },
];

const SEED_RATE_LIMITS = [
  { key: 'appointment:0123abcd:1767600000', count: 3, expires_at: 1767600600 },
  { key: 'contact:4567ef01:1767600000', count: 1, expires_at: 4102444800 },
];

const SEED: Record<string, Record<string, unknown>[]> = {
  appointments: SEED_APPOINTMENTS,
  contact_messages: SEED_CONTACTS,
  email_outbox: SEED_OUTBOX,
  idempotency_keys: SEED_IDEMPOTENCY,
  rate_limits: SEED_RATE_LIMITS,
};

async function fill(db: D1Database): Promise<void> {
  const inserts = Object.entries(SEED).flatMap(([table, rows]) =>
    rows.map((row) => {
      const cols = Object.keys(row);
      return db
        .prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `?${i + 1}`).join(', ')})`)
        .bind(...Object.values(row));
    }),
  );
  await db.batch(inserts);
}

function byKey(rows: Record<string, unknown>[], key: string) {
  return new Map(rows.map((r) => [String(r[key]), r]));
}

function pick(row: Record<string, unknown> | undefined, cols: string[]) {
  return Object.fromEntries(cols.map((c) => [c, row?.[c]]));
}

const KEY_OF: Record<string, string> = { idempotency_keys: 'key', rate_limits: 'key' };

/** The two ways a seed database exists: created by migration 0001, or by the seed's schema.sql run by hand. */
const SEED_DATABASES = [
  {
    how: 'created by the first migration',
    create: (db: D1Database) => applyD1Migrations(db, env.TEST_MIGRATIONS.slice(0, 1)),
  },
  {
    how: "set up from the seed's schema.sql (no migrations log)",
    create: async (db: D1Database) => {
      await db.batch(env.TEST_MIGRATIONS[0].queries.map((q) => db.prepare(q)));
    },
  },
];

describe('migrations', () => {
  const db = env.UPGRADE_DB;

  beforeEach(() => wipe(db));

  it('are the seed schema first, then the booking lifecycle, the desk, patient data, the language, hardening, then the schedule, phone messages, the clinic’s day what a phone proves, the messages’ sender name and one outbox for every channel', () => {
    expect(env.TEST_MIGRATIONS.map((m) => m.name)).toEqual([
      '0001_initial.sql',
      '0002_booking_lifecycle.sql',
      '0003_desk.sql',
      '0004_privacy.sql',
      '0005_locale.sql',
      '0006_change_guard.sql',
      '0007_closure_reason_hi.sql',
      '0008_deployment_check.sql',
      '0009_used_links.sql',
      '0010_profile_fields.sql',
      '0011_clinic_schedule.sql',
      '0012_phone_messages.sql',
      '0013_clinic_day.sql',
      '0014_phone_proves_nobody.sql',
      '0015_message_sender_name.sql',
      '0016_outbox.sql',
      '0017_reports.sql',
      '0018_waitlist.sql',
      '0019_payments.sql',
    ]);
  });

  describe.each(SEED_DATABASES)('upgrading a filled database $how', ({ create }) => {
    let before: Record<string, Record<string, unknown>[]>;

    beforeEach(async () => {
      await create(db);
      await fill(db);
      before = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await tableRows(t, db)] as const)));
      for (const t of TABLES) expect(before[t], t).toHaveLength(SEED[t].length);
      await applyD1Migrations(db, env.TEST_MIGRATIONS);
    });

    it('keeps every row with every old value', async () => {
      for (const table of TABLES) {
        const key = KEY_OF[table] ?? 'id';
        const old = before[table];
        const oldCols = Object.keys(old[0]);
        const after = await tableRows(nowNamed(table), db);
        const kept = table === 'email_outbox' ? after.filter((r) => r.kind !== 'reminder_patient') : after;
        expect(kept, table).toHaveLength(old.length);
        const afterByKey = byKey(kept, key);
        for (const row of old) expect(pick(afterByKey.get(String(row[key])), oldCols), table).toEqual(row);
      }
    });

    it("gives old bookings the new columns' defaults and the patient keys common/booking/patient-keys.ts computes", async () => {
      const after = byKey(await tableRows('appointments', db), 'id');
      for (const a of SEED_APPOINTMENTS) {
        expect(after.get(a.id)).toMatchObject({
          status: 'booked',
          sequence: 0,
          visit_reason: '',
          email_key: emailKey(a.email),
          phone_key: phoneKey(a.phone),
          manage_nonce: null,
          manage_token_hash: null,
          status_reason: null,
          status_by: null,
          updated_at: null,
          // Booked before the site had Hindi: English.
          locale: 'en',
          // Booked before the profile had columns: nothing is made up for them.
          age: null,
          gender: null,
          address: null,
          medical_history: null,
          current_symptoms: null,
          // Booked when the clinic had one place.
          place_id: 'clinic',
          // Booked before phone messages: no number read, no opt-in.
          phone_e164: null,
          messages_opt_in_at: null,
          messages_notice_version: null,
        });
      }
      // The keys are not the raw values: the normalisation happened.
      expect(after.get('apt_future_far')?.email_key).toBe('asha.verma@example.com');
      expect(after.get('apt_future_far')?.phone_key).toBe('9811012345');
      expect(after.get('apt_tomorrow')?.phone_key).toBe('9811012345');
      expect(after.get('apt_past')?.email_key).toBe('old@example.com');
    });

    it("gives each old e-mail its booking's date and time at sequence 0, and contact e-mails an empty detail", async () => {
      const after = byKey(await tableRows('outbox', db), 'id');
      const bookings = byKey(SEED_APPOINTMENTS, 'id');
      for (const e of SEED_OUTBOX) {
        const detail = JSON.parse(String(after.get(e.id)?.detail));
        const booking = bookings.get(e.ref_id);
        if (e.kind === 'contact_clinic' || !booking) expect(detail, e.id).toEqual({});
        else {
          expect(detail, e.id).toEqual({
            date: booking.appointment_date,
            time: booking.appointment_time,
            sequence: 0,
          });
        }
      }
    });

    it('queues exactly one reminder for each booking still ahead, due at 12:30 UTC the day before', async () => {
      const { results } = await db
        .prepare(`SELECT * FROM outbox WHERE kind = 'reminder_patient' ORDER BY ref_id`)
        .all<Record<string, unknown>>();
      const ahead = SEED_APPOINTMENTS.filter((a) => a.appointment_date > today).sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(ahead.map((a) => a.id)).toEqual(['apt_future_far', 'apt_tomorrow']);
      expect(results).toHaveLength(ahead.length);
      results.forEach((r, i) => {
        const a = ahead[i];
        expect(r).toMatchObject({
          id: expect.stringMatching(/^eml_[0-9a-f]{32}$/),
          ref_id: a.id,
          status: 'pending',
          attempts: 0,
          provider_id: null,
          last_error: null,
          next_attempt_at: `${addDays(a.appointment_date, -1)}T12:30:00.000Z`,
        });
        expect(JSON.parse(String(r.detail))).toEqual({
          date: a.appointment_date,
          time: a.appointment_time,
          sequence: 0,
        });
      });
    });

    it('ends with the schema that schema.sql describes', async () => {
      expect(await schemaOf(db)).toEqual(await schemaOf(env.DB));
    });

    it('changes nothing when the migrations are applied again', async () => {
      const snapshot = async () =>
        Promise.all([...TABLES.map(nowNamed), 'd1_migrations'].map(async (t) => [t, await tableRows(t, db)] as const));
      const first = await snapshot();
      expect(first.find(([t]) => t === 'd1_migrations')?.[1].map((r) => r.name)).toEqual(
        env.TEST_MIGRATIONS.map((m) => m.name),
      );
      await applyD1Migrations(db, env.TEST_MIGRATIONS);
      expect(await snapshot()).toEqual(first);
      expect(await schemaOf(db)).toEqual(await schemaOf(env.DB));
    });
  });
});
