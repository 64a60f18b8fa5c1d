/** The shopper of the checkout tests and benchmarks: a private customer in Prague. */
export const billingInformation = {
  firstname: 'Jana',
  lastname: 'Nováková',
  email: 'jana.novakova@example.cz',
  phone: '+420 601 234 567',
  street: 'Dlouhá 12',
  city: 'Praha',
  zip: '110 00',
  country: 'CZ',
};

/** `PUT /api/cart/set-customer-data` of that shopper: delivered to the billing address, no company. */
export const customerData = {
  billing_information: billingInformation,
  delivery_address: null,
  company: null,
  selected_delivery_address_id: null,
};
