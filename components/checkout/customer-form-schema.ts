import { z } from 'zod';
import {
  billingSchemaFor,
  companySchema,
  type CustomerDataRequirements,
  deliveryAddressSchema,
  orderNoteSchema,
} from '@/lib/forms/customer-data';
import { type CustomerFormValues, NEW_DELIVERY_ADDRESS } from './customer-form-values';

/** Only the parts the switches bring in are checked; the others may hold anything. */
export function customerFormSchema(level: CustomerDataRequirements, values: CustomerFormValues) {
  const typedDelivery = values.deliverElsewhere && values.deliveryChoice === NEW_DELIVERY_ADDRESS;
  return z.object({
    billing: billingSchemaFor(level),
    forCompany: z.boolean(),
    company: values.forCompany ? companySchema : z.unknown(),
    deliverElsewhere: z.boolean(),
    deliveryChoice: z.string(),
    delivery: typedDelivery ? deliveryAddressSchema : z.unknown(),
    note: orderNoteSchema,
    salesRepresentativeOrder: z.boolean(),
  });
}
