import type { z } from 'zod';
import type { ProductInput, productInputSchema } from '@/lib/api/contract/admin/products';

/** What the product form holds (the API's input before zod trims it) and what it sends. */
export type ProductFormValues = z.input<typeof productInputSchema>;
export type ProductFormOutput = ProductInput;
