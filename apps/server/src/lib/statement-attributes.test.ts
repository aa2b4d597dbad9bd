import { describe, expect, it } from "vitest";
import { describeFailure, describeStatement } from "./statement-attributes.ts";

describe("a statement's span name and attributes", () => {
  it("names a statement by its operation and the first table it names", () => {
    expect(describeStatement('select "id", "name" from "people" where "slug" = $1')).toEqual({
      name: "SELECT people",
      attributes: {
        "db.system.name": "postgresql",
        "db.system": "postgresql",
        "db.operation.name": "SELECT",
        "db.collection.name": "people",
        "db.query.text": 'select "id", "name" from "people" where "slug" = $1',
      },
    });
    expect(describeStatement('insert into "quality_events" ("id") values ($1)').name).toBe(
      "INSERT quality_events",
    );
    expect(describeStatement('update "titles" set "name" = $1').name).toBe("UPDATE titles");
    expect(describeStatement('delete from "sessions" where "id" = $1').name).toBe(
      "DELETE sessions",
    );
    expect(describeStatement("\n  UPDATE ONLY pgboss.job SET state = $1").name).toBe(
      "UPDATE pgboss.job",
    );
  });

  it("skips a function's from (extract(epoch from now())) for the table", () => {
    const { name } = describeStatement(
      "select name, extract(epoch from now() - min(created_on))::float8 as oldest from pgboss.job",
    );
    expect(name).toBe("SELECT pgboss.job");
  });

  it("names a statement without a table by its operation, and an empty one by the system", () => {
    expect(describeStatement("select pg_notify($1, $2)").name).toBe("SELECT");
    expect(describeStatement("begin").name).toBe("BEGIN");
    expect(describeStatement("").name).toBe("postgresql");
  });

  it("never carries a value written into the text", () => {
    const { attributes } = describeStatement(
      "select * from users where email = 'ama@example.com' and note = 'it''s' and id = $1",
    );
    expect(attributes["db.query.text"]).toBe(
      "select * from users where email = '?' and note = '?' and id = $1",
    );
  });

  it("describes a failure by its SQLSTATE, else by the error's class", () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "x"'), {
      code: "22P02",
    });
    expect(describeFailure(invalid)).toEqual({ type: "22P02", sqlState: "22P02" });
    expect(describeFailure(new TypeError("boom"))).toEqual({ type: "TypeError" });
    expect(describeFailure("boom")).toEqual({ type: "failed" });
  });
});
