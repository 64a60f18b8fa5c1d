import { companyRegistrationRequestSchema } from '@/lib/api/contract/company-registration';
import { clientIp } from '@/lib/server/auth/client-ip';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { submitCompanyRegistration } from '@/lib/server/services/accounts/company-registration';

export const dynamic = 'force-dynamic';

/** A company's partner application (`/pro-firmy`): 201 `{ id, status: "pending" }`. */
export const POST = apiRoute(async (request, context) => {
  const form = await parseJsonBody(request, companyRegistrationRequestSchema);
  const registration = await submitCompanyRegistration(await getDb(), {
    form,
    locale: context.locale,
    channel: context.channel.id,
    ip: clientIp(request.headers),
  });
  return Response.json(registration, { status: 201 });
});
