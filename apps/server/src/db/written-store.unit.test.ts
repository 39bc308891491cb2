import { describe, expect, it } from 'vitest';
import { storeWrittenBy } from './written-store.ts';

const TABLES = ['dresses', 'models', 'generated_images'];
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const of = (statement: string, params: unknown[]) => storeWrittenBy(statement, params, TABLES);

// Statements as drizzle sends them (copied from its logger), then variants it must not trust.
describe('the store a write belongs to (decision 0081)', () => {
  it("tells the store of drizzle's inserts, updates and deletes that name it", () => {
    expect(of('insert into "dresses" ("id", "client_id", "name", "sizes") values (default, $1, $2, default) returning "id", "client_id"', [A, 'x'])).toBe(A);
    expect(of('insert into "models" ("id", "client_id", "name") values (default, $1, $2), (default, $3, $4)', [A, 'x', A, 'y'])).toBe(A);
    expect(of('insert into "generated_images" ("id", "client_id", "task_id") values (default, $1, $2) on conflict ("task_id") do nothing returning "id"', [A, 't'])).toBe(A);
    expect(of('update "dresses" set "name" = $1, "updated_at" = $2 where ("dresses"."id" = $3 and "dresses"."client_id" = $4) returning "id", "client_id"', ['y', 'now', 'd', A])).toBe(A);
    expect(of('delete from "generated_images" where ("generated_images"."client_id" = $1 and "generated_images"."id" = $2) returning "id", "client_id"', [A, 'g'])).toBe(A);
    expect(of('delete from "dresses" where "dresses"."client_id" = $1', [A])).toBe(A);
    expect(of('update "dresses" set "disabled" = $1 where (("dresses"."client_id" = $2 and "dresses"."disabled" = $3) and "dresses"."id" in ($4, $5))', [true, A, false, 'd', 'e'])).toBe(A);
    expect(of('delete from "models" where ("models"."client_id" = $1 and "models"."created_at" < $2 and "models"."category" is not null)', [A, 'now'])).toBe(A);
  });

  it('cannot tell (null: every store forgets) when the statement may touch another store', () => {
    // Not scoped by store at all, or by something it cannot read.
    expect(of('update "dresses" set "analysis" = $1, "updated_at" = $2 where "dresses"."id" = $3', ['{}', 'now', 'd'])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."client_id" in ($1, $2)', [A, B])).toBeNull();
    expect(of('delete from "dresses"', [])).toBeNull();
    // Conditions that do not imply the store.
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1 or "dresses"."id" = $2)', [A, 'd'])).toBeNull();
    expect(of('delete from "dresses" where not ("dresses"."client_id" = $1)', [A])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."id" in (select "id" from "dresses" where "dresses"."client_id" = $1)', [A])).toBeNull();
    expect(of('delete from "models" where ("models"."client_id" = $1 and "models"."client_id" = $2)', [A, B])).toBeNull();
    expect(of('delete from "models" where ("models"."client_id" = $1 and "client_id" <> $2)', [A, B])).toBeNull();
    // The store's test wrapped in something that turns it round, or followed by more than drizzle writes.
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1) is false', [A])).toBeNull();
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1) = false', [A])).toBeNull();
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1) is not true', [A])).toBeNull();
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1) <> true', [A])).toBeNull();
    expect(of('delete from "dresses" where coalesce("dresses"."client_id" = $1, false) = false', [A])).toBeNull();
    expect(of('delete from "dresses" where ("dresses"."id" = $2 and ("dresses"."client_id" = $1) is distinct from true)', [A, 'd'])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."client_id" = $1 is null', [A])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."client_id" = $1 returning "id"; delete from "dresses"', [A])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."client_id" = $1 and "dresses"."id" = "dresses"."id" || $2', [A, 'd'])).toBeNull();
    expect(of('delete from "dresses" where ("dresses"."client_id" = $1', [A])).toBeNull();
    // An update that moves rows to a store.
    expect(of('update "models" set "client_id" = $1 where "models"."client_id" = $2', [B, A])).toBeNull();
    // Rows of two stores, a store given inline, an upsert that may change a row of another store.
    expect(of('insert into "models" ("id", "client_id", "name") values (default, $1, $2), (default, $3, $4)', [A, 'x', B, 'y'])).toBeNull();
    expect(of(`insert into "models" ("id", "client_id", "name") values (default, '${A}', $1)`, ['x'])).toBeNull();
    expect(of('insert into "models" ("id", "client_id") values ($1, $2) on conflict ("id") do update set "name" = $3', ['m', A, 'x'])).toBeNull();
    expect(of('insert into "models" ("id", "client_id") select "id", "client_id" from "models"', [])).toBeNull();
    expect(of('insert into "models" ("id", "client_id") values ($1, $2) on conflict ("id") do nothing; delete from "models"', ['m', A])).toBeNull();
    expect(of('insert into "models" ("id", "client_id") values ($1, $2) returning "id", ("client_id" = $3) is false', ['m', A, A])).toBeNull();
    expect(of('insert into "models" ("id", "client_id") values (some_function($1), $2)', ['m', A])).toBeNull();
    // No parameters to read, a parameter that is not a string, a table whose pages are not kept.
    expect(of('delete from "dresses" where "dresses"."client_id" = $1', undefined as unknown as unknown[])).toBeNull();
    expect(of('delete from "dresses" where "dresses"."client_id" = $1', [7])).toBeNull();
    expect(of('delete from "tabs" where "tabs"."client_id" = $1', [A])).toBeNull();
  });
});
