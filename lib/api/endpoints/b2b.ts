import { changeRoleRequestSchema } from '@/lib/api/contract/b2b-users';
import {
  addressParamsSchema,
  addressResponseSchema,
  companyAddressSchema,
  companyOverviewSchema,
} from '@/lib/api/contract/b2b-company';
import { customerSearchQuerySchema, customerSearchResponseSchema } from '@/lib/api/contract/b2b-customers';
import {
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  invoicePdfQuerySchema,
} from '@/lib/api/contract/b2b-invoices';
import { recommendedAssortmentSchema } from '@/lib/api/contract/b2b-recommended';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  companyUsersResponseSchema,
  invitationParamsSchema,
  invitationResponseSchema,
  inviteRequestSchema,
  memberParamsSchema,
  memberResponseSchema,
  removedResponseSchema,
} from '@/lib/api/contract/b2b-users';
import {
  companyRegistrationRequestSchema,
  companyRegistrationResponseSchema,
} from '@/lib/api/contract/company-registration';
import { okResponseSchema } from '@/lib/api/contract/newsletter';
import {
  type ApiEndpoint,
  anyone,
  b2b,
  conflict,
  created,
  json,
  notFound,
  pdf,
  signedIn,
  tooManyRequests,
} from './endpoint';

const lastAdmin = conflict('The customer would be left without an admin', ['LAST_CUSTOMER_ADMIN']);
const addressNotFound = notFound('Not a delivery address of the selected customer', ['ADDRESS_NOT_FOUND']);
const billingReadOnly = {
  status: 403,
  codes: ['BILLING_ADDRESS_READ_ONLY'],
  when: 'Billing data are changed by the shop',
} as const;

export const b2bEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/api/company-registration',
    area: 'b2b',
    summary: 'Apply as a company (partner) customer',
    description:
      'Stored as a pending application that a dealer approves; the contact person gets a confirmation e-mail.',
    access: anyone,
    body: companyRegistrationRequestSchema,
    responses: [created(companyRegistrationResponseSchema, 'The application, pending.')],
    errors: [tooManyRequests('Too many applications from the client')],
  },
  {
    method: 'GET',
    path: '/api/b2b/customers',
    area: 'b2b',
    summary: 'Customers the caller may shop for',
    description:
      "Found by name, IČO or e-mail: the user's own companies; any company for dealers and superadmins.",
    access: signedIn,
    query: customerSearchQuerySchema,
    responses: [json(customerSearchResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/b2b/company',
    area: 'b2b',
    summary: "The selected customer's company",
    description: 'Company data, addresses, payment terms, its dealer and users (a blocked customer’s too).',
    access: b2b({ allowBlocked: true }),
    responses: [json(companyOverviewSchema)],
  },
  {
    method: 'POST',
    path: '/api/b2b/addresses',
    area: 'b2b',
    summary: 'Add a delivery address',
    access: b2b({ manage: true, allowBlocked: true }),
    body: companyAddressSchema,
    responses: [created(addressResponseSchema, 'The new address.')],
  },
  {
    method: 'PUT',
    path: '/api/b2b/addresses/{id}',
    area: 'b2b',
    summary: 'Change a delivery address',
    access: b2b({ manage: true, allowBlocked: true }),
    params: addressParamsSchema,
    body: companyAddressSchema,
    responses: [json(addressResponseSchema, 'The changed address.')],
    errors: [addressNotFound, billingReadOnly],
  },
  {
    method: 'DELETE',
    path: '/api/b2b/addresses/{id}',
    area: 'b2b',
    summary: 'Delete a delivery address',
    access: b2b({ manage: true, allowBlocked: true }),
    params: addressParamsSchema,
    responses: [json(okResponseSchema, 'Deleted.')],
    errors: [addressNotFound, billingReadOnly],
  },
  {
    method: 'GET',
    path: '/api/b2b/users',
    area: 'b2b',
    summary: "The company's users",
    description: 'Users with their roles and, for the customer’s admins, the pending invitations.',
    access: b2b(),
    responses: [json(companyUsersResponseSchema)],
  },
  {
    method: 'PATCH',
    path: '/api/b2b/users/{userId}',
    area: 'b2b',
    summary: "Change a member's role",
    access: b2b({ manage: true }),
    params: memberParamsSchema,
    body: changeRoleRequestSchema,
    responses: [json(memberResponseSchema, 'The member with the new role.')],
    errors: [notFound('Not a member of the company', ['MEMBER_NOT_FOUND']), lastAdmin],
  },
  {
    method: 'DELETE',
    path: '/api/b2b/users/{userId}',
    area: 'b2b',
    summary: 'Remove a member from the company',
    description: 'Their sessions stop shopping for the company.',
    access: b2b({ manage: true }),
    params: memberParamsSchema,
    responses: [json(removedResponseSchema, 'Removed.')],
    errors: [notFound('Not a member of the company', ['MEMBER_NOT_FOUND']), lastAdmin],
  },
  {
    method: 'POST',
    path: '/api/b2b/users/invitations',
    area: 'b2b',
    summary: 'Invite a colleague',
    description: 'E-mails a link valid for 7 days, in the inviter’s language and shop.',
    access: b2b({ manage: true }),
    body: inviteRequestSchema,
    responses: [created(invitationResponseSchema, 'The pending invitation.')],
    errors: [
      conflict('The address is a member already, or has a pending invitation', [
        'ALREADY_MEMBER',
        'INVITATION_PENDING',
      ]),
    ],
  },
  {
    method: 'POST',
    path: '/api/b2b/users/invitations/{id}/resend',
    area: 'b2b',
    summary: 'Send an invitation again',
    description: 'With a new link valid for 7 days.',
    access: b2b({ manage: true }),
    params: invitationParamsSchema,
    responses: [json(invitationResponseSchema, 'The invitation.')],
    errors: [notFound('No pending invitation of the company', ['INVITATION_NOT_FOUND'])],
  },
  {
    method: 'DELETE',
    path: '/api/b2b/users/invitations/{id}',
    area: 'b2b',
    summary: 'Cancel an invitation',
    description: 'Its link stops working.',
    access: b2b({ manage: true }),
    params: invitationParamsSchema,
    responses: [json(okResponseSchema, 'Cancelled.')],
    errors: [notFound('No pending invitation of the company', ['INVITATION_NOT_FOUND'])],
  },
  {
    method: 'POST',
    path: '/api/b2b/users/invitations/accept',
    area: 'b2b',
    summary: 'Accept an invitation',
    description:
      'From the e-mailed link. Someone without an account gives a name and a password; an existing user is signed in as the invited address already, or gives their password.',
    access: anyone,
    body: acceptInvitationRequestSchema,
    responses: [
      {
        ...json(acceptInvitationResponseSchema, 'The member; `token` when the acceptance signed them in.'),
        setsCookie: true,
      },
    ],
    errors: [
      notFound('No invitation with this token', ['INVITATION_NOT_FOUND']),
      {
        status: 410,
        codes: ['INVITATION_USED', 'INVITATION_EXPIRED'],
        when: 'The link was used or has expired',
      },
      conflict('The address has an account: sign in first, or give its password', [
        'INVITATION_SIGN_IN_REQUIRED',
      ]),
    ],
  },
  {
    method: 'GET',
    path: '/api/b2b/invoices',
    area: 'b2b',
    summary: "The selected customer's invoices",
    description: 'Filtered by state and issue date, sorted, a page at a time, with what is owed.',
    access: b2b(),
    query: invoiceListQuerySchema,
    responses: [json(invoiceListResponseSchema)],
  },
  {
    method: 'GET',
    path: '/api/b2b/invoices/{id}/pdf',
    area: 'b2b',
    summary: 'An invoice as a PDF',
    description: 'Drawn in `locale` (default: the request’s language).',
    access: b2b(),
    params: invoiceParamsSchema,
    query: invoicePdfQuerySchema,
    responses: [pdf('The invoice (`Content-Disposition: attachment`).')],
    errors: [notFound('Not an invoice of the selected customer', ['INVOICE_NOT_FOUND'])],
  },
  {
    method: 'GET',
    path: '/api/b2b/recommended',
    area: 'b2b',
    summary: 'Recommended assortment and most-bought items',
    description: 'At the selected customer’s prices.',
    access: b2b(),
    responses: [json(recommendedAssortmentSchema)],
  },
];
