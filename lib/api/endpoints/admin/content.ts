import { cmsPageInputSchema, adminCmsPageListSchema } from '@/lib/api/contract/admin/cms-pages';
import { adminListQuerySchema } from '@/lib/api/contract/admin/list';
import {
  adminBannerListSchema,
  adminBannerSchema,
  adminSlideListSchema,
  adminSlideSchema,
  bannerInputSchema,
  slideInputSchema,
  uploadedImageSchema,
} from '@/lib/api/contract/admin/promotions';
import {
  adminRedirectListSchema,
  adminRedirectSchema,
  redirectInputSchema,
} from '@/lib/api/contract/admin/redirects';
import {
  messageOverrideInputSchema,
  messageOverrideKeySchema,
  translationItemSchema,
  translationListQuerySchema,
  translationListSchema,
} from '@/lib/api/contract/admin/translations';
import { adminTrendListSchema, trendInputSchema } from '@/lib/api/contract/admin/trends';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import {
  type ApiEndpoint,
  admin,
  businessRule,
  conflict,
  created,
  json,
  noContent,
  notFound,
} from '../endpoint';
import { adminCmsPageSchema, adminTrendSchema } from '../responses/admin-content';
import { recordsPage } from './crud';

/** `POST /api/admin/{section}/obrazok`: a picture for the page's records, stored as WebP at most 1920 px wide. */
function pictureUpload(section: AdminSection, summary: string): ApiEndpoint {
  return {
    method: 'POST',
    path: `/api/admin/${section}/obrazok`,
    area: 'admin-content',
    summary,
    description:
      'Multipart field `image`: JPEG, PNG or WebP, at most 6 MB. Answers the media id to save with the record.',
    access: admin(section),
    body: 'image',
    responses: [created(uploadedImageSchema, 'The stored picture.')],
  };
}

const slugTaken = conflict('A slug is taken in its language', ['SLUG_TAKEN']);

export const adminContentEndpoints: ApiEndpoint[] = [
  ...recordsPage({
    path: '/api/admin/bannery',
    area: 'admin-content',
    access: admin('bannery'),
    noun: 'banner',
    list: {
      summary: 'Home-page banners, searchable by title or link',
      query: adminListQuerySchema,
      schema: adminBannerListSchema,
    },
    input: bannerInputSchema,
    record: adminBannerSchema,
  }),
  pictureUpload('bannery', 'Upload a picture for a banner'),
  ...recordsPage({
    path: '/api/admin/slideshow',
    area: 'admin-content',
    access: admin('slideshow'),
    noun: 'slide',
    list: {
      summary: 'Home-page slides in their order, searchable by title, subtitle or link',
      query: adminListQuerySchema,
      schema: adminSlideListSchema,
    },
    input: slideInputSchema,
    record: adminSlideSchema,
  }),
  pictureUpload('slideshow', 'Upload a picture for a slide'),
  ...recordsPage({
    path: '/api/admin/trendy',
    area: 'admin-content',
    access: admin('trendy'),
    noun: 'trend article',
    list: {
      summary: 'Trend articles, searchable by title or slug',
      query: adminListQuerySchema,
      schema: adminTrendListSchema,
    },
    input: trendInputSchema,
    record: adminTrendSchema,
    saveErrors: [slugTaken, businessRule('A linked product does not exist', ['LINKED_PRODUCT_NOT_FOUND'])],
  }),
  pictureUpload('trendy', 'Upload the picture of a trend article'),
  ...recordsPage({
    path: '/api/admin/stranky',
    area: 'admin-content',
    access: admin('stranky'),
    noun: 'CMS page',
    list: {
      summary: 'CMS pages, searchable by key, title or slug',
      query: adminListQuerySchema,
      schema: adminCmsPageListSchema,
    },
    input: cmsPageInputSchema,
    record: adminCmsPageSchema,
    saveErrors: [
      conflict('The key or a slug is taken', ['CMS_PAGE_KEY_TAKEN', 'CMS_PAGE_SLUG_TAKEN']),
      businessRule('The key of a fixed page (one that routes point at) cannot change', ['CMS_PAGE_FIXED']),
    ],
    deleteErrors: [businessRule('A fixed page cannot be deleted', ['CMS_PAGE_FIXED'])],
  }),
  ...recordsPage({
    path: '/api/admin/presmerovani',
    area: 'admin-content',
    access: admin('presmerovani'),
    noun: 'redirect',
    list: {
      summary: 'Redirects the 404 page follows, searchable by either path',
      query: adminListQuerySchema,
      schema: adminRedirectListSchema,
    },
    input: redirectInputSchema,
    record: adminRedirectSchema,
    saveErrors: [conflict('A redirect from this path exists', ['REDIRECT_FROM_TAKEN'])],
  }),
  {
    method: 'GET',
    path: '/api/admin/preklady',
    area: 'admin-content',
    summary: "One language's UI texts with the overrides",
    description: 'Searchable by key or text.',
    access: admin('preklady'),
    query: translationListQuerySchema,
    responses: [json(translationListSchema)],
  },
  {
    method: 'PUT',
    path: '/api/admin/preklady',
    area: 'admin-content',
    summary: 'Override one text of one language',
    description: 'The shop shows it at once.',
    access: admin('preklady'),
    body: messageOverrideInputSchema,
    responses: [json(translationItemSchema, 'The text with its override.')],
    errors: [notFound('No shipped text has the key')],
  },
  {
    method: 'DELETE',
    path: '/api/admin/preklady',
    area: 'admin-content',
    summary: 'Clear an override',
    description: 'The shipped text is back.',
    access: admin('preklady'),
    query: messageOverrideKeySchema,
    responses: [noContent('Cleared.')],
    errors: [notFound('The text has no override')],
  },
];
