import { boostInputSchema } from '@/lib/api/contract/admin/boost';
import { categoryInputSchema, moveInputSchema, topicInputSchema } from '@/lib/api/contract/admin/categories';
import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  imageUploadSchema,
  productImagesResponseSchema,
  productInputSchema,
} from '@/lib/api/contract/admin/products';
import {
  mostSearchedAdminSchema,
  pinInputSchema,
  pinKeySchema,
  pinListSchema,
  searchLogListSchema,
  searchLogQuerySchema,
  searchTermInputSchema,
  synonymInputSchema,
  synonymListQuerySchema,
  synonymListSchema,
  synonymRowSchema,
} from '@/lib/api/contract/admin/search-tuning';
import {
  type ApiEndpoint,
  type ErrorCase,
  admin,
  businessRule,
  conflict,
  created,
  json,
  noContent,
  notFound,
} from '../endpoint';
import { adminCategorySchema, adminCategoryTreeSchema, adminTopicSchema } from '../responses/admin-catalog';
import { recordsPage } from './crud';
import { idParams, unknownRecord } from './records';

const products = admin('produkty');
const categories = admin('kategorie');
const boost = admin('topovani');
const search = admin('vyhledavani');

const productChecks: ErrorCase[] = [
  conflict('The slug or a variant code is taken', ['SLUG_TAKEN', 'VARIANT_CODE_TAKEN']),
  businessRule('The brand, a category or a variant does not exist', [
    'BRAND_NOT_FOUND',
    'CATEGORY_NOT_FOUND',
    'VARIANT_NOT_FOUND',
  ]),
];
const treeChecks: ErrorCase[] = [
  conflict('A slug is taken in its language', ['SLUG_TAKEN']),
  businessRule('The parent does not exist, or would make a cycle', ['PARENT_NOT_FOUND', 'PARENT_CYCLE']),
];
const topicChecks: ErrorCase[] = [
  ...treeChecks,
  businessRule('A linked category does not exist', ['BUSINESS_RULE']),
];
const imageChecks: ErrorCase[] = [businessRule('The picture cannot be read', ['IMAGE_UNREADABLE'])];
const move = 'One place up or down among its siblings in the menu.';

/** `POST {path}/{id}/poradie`: a category or topic one place up or down. */
function moveCall(path: '/api/admin/kategorie' | '/api/admin/kategorie/temy', noun: string): ApiEndpoint {
  return {
    method: 'POST',
    path: `${path}/{id}/poradie`,
    area: 'admin-catalog',
    summary: `Move a ${noun}`,
    description: move,
    access: categories,
    params: idParams,
    body: moveInputSchema,
    responses: [noContent('Moved.')],
    errors: [unknownRecord],
  };
}

export const adminCatalogEndpoints: ApiEndpoint[] = [
  ...recordsPage({
    path: '/api/admin/produkty',
    area: 'admin-catalog',
    access: products,
    noun: 'product',
    list: {
      summary: 'Products: search by name or code, filters, sorting, pages',
      query: adminProductListQuerySchema,
      schema: adminProductListSchema,
    },
    input: productInputSchema,
    record: adminProductSchema,
    saveErrors: productChecks,
  }),
  {
    method: 'POST',
    path: '/api/admin/produkty/{id}/obrazky',
    area: 'admin-catalog',
    summary: 'Upload a photo of the product',
    description: 'A data URL; the server resizes it to the catalog’s size.',
    access: products,
    params: idParams,
    body: imageUploadSchema,
    responses: [created(productImagesResponseSchema, "The product's photos.")],
    errors: [unknownRecord, ...imageChecks],
  },
  ...(['PUT', 'DELETE'] as const).map((method): ApiEndpoint => ({
    method,
    path: '/api/admin/produkty/{id}/obrazky/{mediaId}',
    area: 'admin-catalog',
    summary: method === 'PUT' ? "Make the photo the product's first" : 'Remove a photo of the product',
    access: products,
    params: idParams.extend({ mediaId: idParams.shape.id }),
    responses: [json(productImagesResponseSchema, "The product's photos.")],
    errors: [unknownRecord],
  })),
  ...recordsPage({
    path: '/api/admin/kategorie',
    area: 'admin-catalog',
    access: categories,
    noun: 'category',
    list: {
      summary: 'The category and topic trees',
      description: 'In menu order, with product and subcategory counts.',
      schema: adminCategoryTreeSchema,
    },
    input: categoryInputSchema,
    record: adminCategorySchema,
    saveErrors: treeChecks,
    deleteErrors: [conflict('It has subcategories or products', ['CATEGORY_NOT_EMPTY'])],
  }),
  {
    method: 'PUT',
    path: '/api/admin/kategorie/{id}/obrazok',
    area: 'admin-catalog',
    summary: "Replace the category's image",
    description: 'A data URL, reduced to the catalog’s 400 px tiles.',
    access: categories,
    params: idParams,
    body: imageUploadSchema,
    responses: [noContent('Saved.')],
    errors: [unknownRecord, ...imageChecks],
  },
  {
    method: 'DELETE',
    path: '/api/admin/kategorie/{id}/obrazok',
    area: 'admin-catalog',
    summary: "Remove the category's image",
    access: categories,
    params: idParams,
    responses: [noContent('Removed.')],
    errors: [unknownRecord],
  },
  moveCall('/api/admin/kategorie', 'category'),
  ...recordsPage({
    path: '/api/admin/kategorie/temy',
    area: 'admin-catalog',
    access: categories,
    noun: 'topic',
    input: topicInputSchema,
    record: adminTopicSchema,
    saveErrors: topicChecks,
    deleteErrors: [conflict('It has subtopics', ['TOPIC_NOT_EMPTY'])],
  }),
  moveCall('/api/admin/kategorie/temy', 'topic'),
  {
    method: 'GET',
    path: '/api/admin/topovani',
    area: 'admin-catalog',
    summary: 'Products with their boost scores',
    description: 'Highest first unless sorted otherwise; `boosted=1` only the boosted ones.',
    access: boost,
    query: adminProductListQuerySchema,
    responses: [json(adminProductListSchema)],
  },
  {
    method: 'PUT',
    path: '/api/admin/topovani/{id}',
    area: 'admin-catalog',
    summary: "Set a product's boost score",
    access: boost,
    params: idParams,
    body: boostInputSchema,
    responses: [noContent('Saved.')],
    errors: [unknownRecord],
  },
  {
    method: 'DELETE',
    path: '/api/admin/topovani/{id}',
    area: 'admin-catalog',
    summary: "Clear a product's boost (score 0)",
    access: boost,
    params: idParams,
    responses: [noContent('Cleared.')],
    errors: [unknownRecord],
  },
  {
    method: 'GET',
    path: '/api/admin/vyhledavani/hladania',
    area: 'admin-catalog',
    summary: 'The log of searches',
    description: 'Term, results, language, shop, time; `no_result=1` only those that found nothing.',
    access: search,
    query: searchLogQuerySchema,
    responses: [json(searchLogListSchema)],
  },
  {
    method: 'GET',
    path: '/api/admin/vyhledavani/pripnute',
    area: 'admin-catalog',
    summary: 'Products pinned to search terms',
    access: search,
    query: adminListQuerySchema,
    responses: [json(pinListSchema)],
  },
  {
    method: 'POST',
    path: '/api/admin/vyhledavani/pripnute',
    area: 'admin-catalog',
    summary: "Pin a variant code's product to a term",
    description: 'Pinning it again moves it.',
    access: search,
    body: pinInputSchema,
    responses: [noContent('Pinned.')],
    errors: [businessRule('No product has the code', ['PRODUCT_CODE_NOT_FOUND'])],
  },
  {
    method: 'DELETE',
    path: '/api/admin/vyhledavani/pripnute',
    area: 'admin-catalog',
    summary: 'Unpin a product from a term',
    description: 'The pin is named in the JSON body.',
    access: search,
    body: pinKeySchema,
    responses: [noContent('Unpinned.')],
  },
  {
    method: 'GET',
    path: '/api/admin/vyhledavani/najhladanejsie',
    area: 'admin-catalog',
    summary: 'The most searched terms the shop shows, and the hidden ones',
    description:
      'Per language the terms at least 3 different visitors searched in 30 days with products found, as the shop shows them; and the terms the admin hid.',
    access: search,
    responses: [json(mostSearchedAdminSchema)],
  },
  {
    method: 'POST',
    path: '/api/admin/vyhledavani/najhladanejsie/skryte',
    area: 'admin-catalog',
    summary: 'Hide a term from the most searched terms',
    description:
      'With all its spellings (case, diacritics), in every language; hiding it again changes nothing.',
    access: search,
    body: searchTermInputSchema,
    responses: [noContent('Hidden.')],
  },
  {
    method: 'DELETE',
    path: '/api/admin/vyhledavani/najhladanejsie/skryte',
    area: 'admin-catalog',
    summary: 'Show a hidden term again',
    description: 'The term is named in the JSON body; it shows when visitors search it enough.',
    access: search,
    body: searchTermInputSchema,
    responses: [noContent('Shown again.')],
    errors: [notFound('The term is not hidden')],
  },
  ...recordsPage({
    path: '/api/admin/vyhledavani/synonyma',
    area: 'admin-catalog',
    access: search,
    noun: 'synonym set',
    list: { summary: 'Search synonyms', query: synonymListQuerySchema, schema: synonymListSchema },
    read: false,
    input: synonymInputSchema,
    record: synonymRowSchema,
  }),
];
