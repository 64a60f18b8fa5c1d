import 'server-only';
import type { AdminSection } from '@/lib/server/auth/admin-sections';
import { getDb } from '@/lib/server/db';
import { storeImage, uploadedImage } from '@/lib/server/services/admin/media-upload';
import { adminRoute } from './admin-route';
import { NO_STORE } from './query';

/** Widest picture an admin page stores (banners, slides, trend articles). */
const MAX_WIDTH = 1920;

/**
 * `POST /api/admin/{section}/obrazok`: a picture of that page's records (multipart field `image`),
 * stored as WebP at most 1920 px wide under `uploads/{section}`; answers its media id and address.
 */
export function adminImageUploadRoute(section: AdminSection) {
  return adminRoute(section, async (request) => {
    const file = await uploadedImage(request);
    const stored = await storeImage(await getDb(), file, {
      folder: `uploads/${section}`,
      maxWidth: MAX_WIDTH,
    });
    return Response.json(stored, { status: 201, headers: NO_STORE });
  });
}
