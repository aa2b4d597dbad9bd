import fc from "fast-check";

/** The subset of JSON Schema (OpenAPI 3.0) that zod emits for our routes. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom("fuzz.amina@example.test", "fuzz.b+c@example.co.ke", "fuzz@y.z"),
  uuid: fc.uuid(),
  "date-time": fc.constantFrom("2026-01-01T00:00:00.000Z", "1970-01-01T00:00:00Z"),
  date: fc.constantFrom("2026-01-01", "1999-12-31"),
  uri: fc.constantFrom("https://example.test/", "http://localhost/x"),
};

/** Text that has hurt servers before: NUL, lone surrogates, injection, traversal, control bytes. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "\uDFFFx",
    "💥🎬",
    "e\u0301",
    "\u202Eevil",
    "Ω≈ç√∫",
    "../../etc/passwd",
    "%00",
    "%E0%A4%A",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "\r\nSet-Cookie: x=1",
    "null",
    "-1",
    "1e309",
    "0x10",
    "x".repeat(36),
    "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
    "------------------------------------",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((n) => "y".repeat(n)),
);

/** Numbers at and past every edge. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -2_147_483_649,
    2 ** 31,
    2 ** 53,
    2 ** 64,
    1e21,
    -1e308,
    1e308,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of the wrong kind for almost any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: "" },
    { constructor: { prototype: 1 } },
  ),
  nastyNumber,
  nastyString,
  fc.array(nastyString, { maxLength: 3 }),
);

/**
 * Values that pass the rules a JSON schema cannot state (zod refinements: a real phone number, a
 * password not on the common list), so valid bodies get past validation into the handlers.
 */
const FIELD_HINTS: Record<string, fc.Arbitrary<string>> = {
  name: fc.constantFrom("Amina Wanjiru", "Chidi O.", "Zoë Nkosi"),
  password: fc.constantFrom("tall-baobab-river-42", "quiet-savanna-lamp-7"),
  phone_number: fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+2547${n}`),
  phone: fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `+2547${n}`),
  locale: fc.constantFrom("en", "sw-KE", "fr"),
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** A value the schema (mostly) accepts, so requests get past validation into the handlers. */
export function validArb(schema: JsonSchema, depth = 0, name = ""): fc.Arbitrary<unknown> {
  const hint = FIELD_HINTS[name];
  if (hint && typeOf(schema) === "string" && !schema.enum) return hint;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => validArb(s, depth + 1, name)));
  if (schema.allOf?.[0]) return validArb(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case "string": {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
      // A long minimum: fast-check's strings from a pattern are short, and filtering them for
      // length would never end (a hang, not a finding). Plain strings of that length instead.
      if (schema.pattern && (schema.minLength ?? 0) <= 20) {
        const max = schema.maxLength ?? 64;
        const pattern = new RegExp(schema.pattern);
        try {
          return fc
            .stringMatching(pattern)
            .filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
        } catch {
          // fast-check cannot generate from every regex (lookarounds): plain strings then,
          // which the route must refuse with a 400 all the same.
          return fc.string({ minLength: schema.minLength ?? 0, maxLength: max });
        }
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
    }
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case "number":
      return fc.double({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
        noNaN: true,
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 4
        ? fc.constant([])
        : fc.array(validArb(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case "object":
      return depth > 4 ? fc.constant({}) : objectArb(schema, depth, validArb);
    default:
      return fc.constantFrom("x", 1, true);
  }
}

/** Valid most of the time, otherwise a boundary or wrong-typed value. */
export function fieldArb(schema: JsonSchema, depth = 0, name = ""): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const nasty =
    type === "string"
      ? nastyString
      : type === "integer" || type === "number"
        ? nastyNumber
        : wrongType;
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema, depth, name) },
    { weight: 2, arbitrary: nasty },
    { weight: 1, arbitrary: wrongType },
  );
}

/** An object with each property from `valueOf`, required ones sometimes missing, extras sometimes. */
function objectArb(
  schema: JsonSchema,
  depth: number,
  valueOf: (s: JsonSchema, depth: number, name: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([name, s]) =>
    fc
      .tuple(
        valueOf(s, depth + 1, name),
        // A required field is kept 9 times in 10, an optional one half the time.
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([value, roll]) => [name, value, required.has(name) ? roll > 0 : roll >= 5] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.dictionary(fc.string(), wrongType, { maxKeys: 2 })))
    .map(([entries, extra]) => ({
      ...(extra ?? {}),
      ...Object.fromEntries(entries.filter(([, , keep]) => keep).map(([n, v]) => [n, v])),
    }));
}

/** A valid object with one field broken: a boundary or wrong-typed value, or left out. */
function oneFieldOff(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return validArb(schema);
  return fc
    .tuple(validArb(schema), fc.constantFrom(...names), fc.option(fc.constant(true)))
    .chain(([value, name, drop]) => {
      const rest = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(([key]) => key !== name),
      );
      if (drop) return fc.constant(rest);
      return fieldArb(schema.properties![name]!, 1, name).map((broken) => ({
        ...rest,
        [name]: broken,
      }));
    });
}

/** A valid object with a NUL character inside one text field (PostgreSQL text cannot hold one). */
function withNul(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(validArb(schema), fc.nat()).map(([value, pick]) => {
    const object = { ...(value as Record<string, unknown>) };
    const texts = Object.keys(object).filter((k) => typeof object[k] === "string");
    const key = texts[pick % Math.max(texts.length, 1)];
    if (key !== undefined) {
      const text = object[key] as string;
      object[key] = `${text.slice(0, 1)}\u0000${text.slice(1)}`;
    }
    return object;
  });
}

/**
 * A JSON body for `schema`: valid (to reach the handler), one field off (to reach its edges),
 * with NUL characters, every field drawn anew, or not an object at all.
 */
export function bodyArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typeOf(schema) !== "object") return fieldArb(schema);
  return fc.oneof(
    { weight: 3, arbitrary: validArb(schema) },
    { weight: 4, arbitrary: oneFieldOff(schema) },
    { weight: 2, arbitrary: withNul(schema) },
    { weight: 3, arbitrary: objectArb(schema, 0, fieldArb) },
    { weight: 1, arbitrary: wrongType },
  );
}
