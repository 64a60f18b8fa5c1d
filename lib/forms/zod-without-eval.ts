import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying once. The pages'
 * Content-Security-Policy allows no eval, so in the browser that probe is a reported violation: there
 * zod is told not to try. The server has no such policy and keeps the faster parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
