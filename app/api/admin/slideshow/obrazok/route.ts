import { adminImageUploadRoute } from '@/lib/server/http/admin-image-upload-route';

export const dynamic = 'force-dynamic';

/** A picture for a home slide. */
export const POST = adminImageUploadRoute('slideshow');
