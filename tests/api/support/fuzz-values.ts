import fc from 'fast-check';

/** Values a careless or hostile client sends: what every endpoint must refuse calmly, or take. */

const nastyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'ÁÉÍÓÚ ľščťžýáíé ŘĚŮ',
  '🍕🍺👩‍🍳',
  '\u202Eevil',
  '\uFEFF',
  'x'.repeat(5000),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyTexts),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 300 }),
);

const strangeNumbers = [
  0,
  -0,
  -1,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const strangeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...strangeNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting deeper than any schema goes: parsers and recursive code must not fall over. */
const deepNesting = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value: a wrong type, a strange scalar, a random structure or a very deep one. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: nastyString, weight: 2 },
  { arbitrary: strangeNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }), weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
);

/** A value that has the wrong type or range for almost any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  strangeNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { id: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);
