import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import { invitationSchema, invitationStatusSchema, sendInvitationBodySchema } from '../schemas/invitation';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Invitations: a client asks a provider to propose on one RECRUITING request (rules/invitation.ts). */

export const sendInvitation = defineOperation({
  name: 'sendInvitation',
  method: 'POST',
  path: '/api/invitation/send-invitation',
  summary:
    'The client invites a provider to one of their RECRUITING requests: once per request and provider, ' +
    'never themselves. The invited provider can then see and propose on an invite-only request.',
  auth: 'user',
  access: on('request', ['owner'], {
    others: 403,
    because: 'Only the client who posted this job can invite to it',
  }),
  limit: 'mail',
  body: sendInvitationBodySchema,
  response: invitationSchema,
});

export const fetchInvitations = defineOperation({
  name: 'fetchInvitations',
  method: 'GET',
  path: '/api/invitation/fetch-invitations',
  summary:
    "Invitations, newest first. scope=sent: the client's, optionally of one request; scope=received: the " +
    "provider's, with the request's summary. A PENDING invitation whose request left RECRUITING reads EXPIRED.",
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({
    scope: z.enum(['sent', 'received']).default('received'),
    request_id: idSchema.optional(),
    status: invitationStatusSchema.optional(),
  }),
  response: pagedSchema(invitationSchema),
});

export const declineInvitation = defineOperation({
  name: 'declineInvitation',
  method: 'POST',
  path: '/api/invitation/decline-invitation',
  summary: 'The invited provider declines a PENDING invitation: DECLINED.',
  auth: 'user',
  access: on('invitation', ['owner'], {
    others: 404,
    refuse: { counterparty: 403 },
    because: 'Only the invited provider can decline an invitation',
  }),
  body: z.object({ invitation_id: idSchema }),
  response: invitationSchema,
});

export const invitationOperations = { sendInvitation, fetchInvitations, declineInvitation } as const;
