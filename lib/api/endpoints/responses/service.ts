import { z } from 'zod';
import type { OpenApiDocument } from '@/lib/api/openapi/types';
import { describes } from './fits';

/** `GET /api/openapi.json`: named here by its top level; the OpenAPI 3.1 specification describes the rest. */
export const openApiDocumentSchema = describes<OpenApiDocument>()(
  z.object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  }),
);
