import { z } from 'zod';

/** `POST /api/dev/payment-gateway`: the development gateway page's Approve / Decline buttons. */
export const devGatewayResultRequestSchema = z.object({
  payment_id: z.string().min(16).max(64),
  result: z.enum(['approved', 'declined']),
});
export type DevGatewayResultRequest = z.infer<typeof devGatewayResultRequestSchema>;

export const devGatewayResultResponseSchema = z.object({ redirect_url: z.string() });
export type DevGatewayResultResponse = z.infer<typeof devGatewayResultResponseSchema>;
