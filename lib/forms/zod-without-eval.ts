/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying once. The pages'
 * Content-Security-Policy allows no eval, so in the browser that probe is a reported violation: there
 * zod is told not to try (`jitless`). The server has no such policy and keeps the faster parsers.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of it) and takes an
 * object already there: set that way, pages without forms load no zod for it (importing its `config`
 * cost 5 kB gzip on every page). The e2e CSP test fails if zod ever stops reading it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

// Changed in place: a zod loaded before this module holds on to the object it found.
if (typeof window !== 'undefined') ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
