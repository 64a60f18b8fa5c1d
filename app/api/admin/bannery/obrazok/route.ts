import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { NO_STORE } from '@/lib/server/http/query';
import { storeImage, uploadedImage } from '@/lib/server/services/admin/media-upload';

export const dynamic = 'force-dynamic';

/** A picture for a banner (multipart field `image`): stored as WebP at most 1920 px wide. */
export const POST = adminRoute('bannery', async (request) => {
  const file = await uploadedImage(request);
  const stored = await storeImage(await getDb(), file, { folder: 'uploads/bannery', maxWidth: 1920 });
  return Response.json(stored, { status: 201, headers: NO_STORE });
});
