import { and, asc, desc, eq } from 'drizzle-orm';

import { consumeEmailCode, issueEmailCode } from '../auth/email-codes';
import { readMultipartFile } from '../request/attachment-upload';
import { paymentMethods, verifiedEmails } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import {
  fetchProfile,
  fetchPublicProfile,
  linkAccount,
  storePhoto,
  updateAcceptingRequest,
  updateEmail,
  updateExpectedSalary,
} from './profile-service';
import { changeProfile } from './profile-writes';
import { sanitizeRichText } from './sanitize-html';
import { searchForUsers } from './search-for-users';
import { templatesForTags } from './self-intro-templates';
import { findUserByEmail, normalizeEmail } from './user-repository';

const ok = { ok: true as const };

export const profileHandlers = {
  fetchProfile: ({ services, user }) => fetchProfile(services, user.id),
  fetchProfileForUser: ({ services, params }) => fetchPublicProfile(services, params.id),
  searchForUsers: ({ services, query }) => searchForUsers(services, query),
  sendEmailCode: async ({ services, user, body }) => {
    const email = normalizeEmail(body.email);
    const owner = await findUserByEmail(services.db, email);
    if (owner && owner.id !== user.id) throw conflict('This email belongs to another account');
    await issueEmailCode(services.db, services.mail, { email, purpose: 'verify-email', userId: user.id });
    return ok;
  },
  verifyEmailWithCode: async ({ services, user, body }) => {
    const email = normalizeEmail(body.email);
    await consumeEmailCode(services.db, { email, purpose: 'verify-email', code: body.code });
    await services.db.insert(verifiedEmails).values({ userId: user.id, email }).onConflictDoNothing();
    return { verified: true };
  },
  updateEmail: async ({ services, user, body }) => {
    await updateEmail(services, user.id, body.email);
    return ok;
  },
  updateMobile: async ({ services, user, body }) => {
    const areaCode = body.area_code.startsWith('+') ? body.area_code : `+${body.area_code}`;
    await changeProfile(services, user.id, (profile) =>
      profile.setUser({ mobileNumber: body.mobile, mobileAreaCode: areaCode }),
    );
    return ok;
  },
  updateUserFullname: async ({ services, user, body }) => {
    await changeProfile(services, user.id, (profile) =>
      profile.setUser({ firstName: body.first_name, lastName: body.last_name }),
    );
    return ok;
  },
  updateSelfIntro: async ({ services, user, body }) => {
    const html = sanitizeRichText(body.content);
    await changeProfile(services, user.id, (profile) => profile.setUser({ selfIntroHtml: html }));
    return { content_html: html };
  },
  updateAcceptingRequest: async ({ services, user, body }) => {
    await updateAcceptingRequest(services, user.id, body.accepting_request);
    return ok;
  },
  updateExpectedSalary: async ({ services, user, body }) => {
    await updateExpectedSalary(services, user.id, body.hourly);
    return ok;
  },
  fetchStripeAccountLink: ({ services, user, query }) => linkAccount(services, user.id, query.link_type),
  fetchPaymentMethods: async ({ services, user }) => {
    const rows = await services.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, user.id))
      .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt));
    return {
      payment_methods: rows.map((row) => ({
        id: row.id,
        brand: row.brand,
        last4: row.last4,
        exp_month: row.expMonth,
        exp_year: row.expYear,
        is_default: row.isDefault,
      })),
    };
  },
  removePaymentMethod: async ({ services, user, params }) => {
    const removed = await services.db
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, params.id), eq(paymentMethods.userId, user.id)))
      .returning({ id: paymentMethods.id });
    if (removed.length === 0) throw notFound('Payment method');
    return ok;
  },
  fetchTemplatesForSelfIntro: async ({ query }) => ({ templates: templatesForTags(query.tags) }),
  updateUserPhoto: async ({ services, user, body }) => {
    const base64 = body.base64.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s_-]+$/.test(base64)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The photo is not valid base64', {
        base64: 'Not valid base64',
      });
    }
    return storePhoto(services, user.id, new Uint8Array(Buffer.from(base64, 'base64')));
  },
  updateUserPhotoBlob: async ({ services, user, request }) =>
    storePhoto(services, user.id, (await readMultipartFile(request)).bytes),
} satisfies HandlerMap;
