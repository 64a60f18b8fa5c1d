import 'server-only';
import { getDb } from '@/lib/server/db';
import { sendOrderConfirmation } from './send-order-confirmation';

/**
 * What follows a committed order, outside its transaction. The order stands whatever happens here: a
 * failed e-mail is logged, never thrown back to the customer who has just ordered.
 */
export async function afterOrderSubmitted(orderId: number): Promise<void> {
  try {
    await sendOrderConfirmation(await getDb(), orderId);
  } catch (error) {
    console.error(`Order ${orderId}: the confirmation e-mail could not be sent`, error);
  }
}
