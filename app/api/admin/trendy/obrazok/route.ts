import { adminImageUploadRoute } from '@/lib/server/http/admin-image-upload-route';

export const dynamic = 'force-dynamic';

/** The picture of a trend article. */
export const POST = adminImageUploadRoute('trendy');
