import { eq } from 'drizzle-orm';

import { MoneyCollectingMethodType, Role } from '@lancer/api/constants';

import { postMessage } from '../../src/chat/chat-service';
import { users } from '../../src/db/schema';
import { multipartBody } from './multipart';
import { jobBody, ok, startProjectWithMilestones } from './start-project';
import { signUp, type TestApp, giveSecondFactor } from './test-app';

/** Who fetches a file, as the access rules name them. */
export const relations = [
  'owner',
  'counterparty',
  'collaborator',
  'stranger',
  'administrator',
  'anonymous',
] as const;
export type Relation = (typeof relations)[number];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart upload as `token`; fails the test with the server's answer unless 200. */
async function upload(
  app: TestApp,
  path: string,
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody(file, fields);
  const answer = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (answer.statusCode !== 200) throw new Error(`${path} -> ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: PDF });
const png = (name: string) => ({ name, type: 'image/png', bytes: PNG });

/**
 * A file of each kind and the people around it: the client (who uploaded the attachments, the
 * proof, the chat file and the evidence), the provider (the counterparty: invited, paid, in the
 * conversation, the dispute's other side; the avatar's and portfolio's owner), a collaborator added
 * to the project, a stranger and an administrator.
 */
export async function buildFileSubjects(app: TestApp, prefix: string) {
  const client = await signUp(app, `${prefix}-client@files.test`);
  const provider = await signUp(app, `${prefix}-provider@files.test`);
  const collaborator = await signUp(app, `${prefix}-collaborator@files.test`);
  const stranger = await signUp(app, `${prefix}-stranger@files.test`);
  const administrator = await signUp(app, `${prefix}-admin@files.test`);
  await app.services.db
    .update(users)
    .set({ role: Role.ADMINISTRATOR })
    .where(eq(users.id, administrator.userId));
  await giveSecondFactor(app, administrator.userId);

  const post = async (name: string, overrides: Record<string, unknown> = {}) => {
    const attachment = await upload(app, '/api/request/upload-attachment', client.token, pdf(name));
    return ok(
      app,
      '/api/request/create-request',
      client.token,
      jobBody({ attachments: [attachment], ...overrides }),
    );
  };
  const publicPost = await post('public-brief.pdf');
  const hiddenPost = await post('hidden-brief.pdf');
  await ok(app, '/api/console/hide-content', administrator.token, {
    subject_type: 'job_post',
    subject_id: hiddenPost.id,
    reason: 'Asks for payment outside the marketplace',
  });
  const invitePost = await post('invite-brief.pdf', { visibility: 'invite_only' });
  await ok(app, '/api/invitation/send-invitation', client.token, {
    request_id: invitePost.id,
    provider_id: provider.userId,
  });

  const { project, milestones } = await startProjectWithMilestones(app, client.token, provider.token);
  await ok(app, '/api/project/add-project-collaborator', client.token, {
    project_id: project.id,
    user_id: collaborator.userId,
  });
  const milestone_id = milestones[0]!.id;
  const funded = await ok(app, '/api/milestone/fund-milestone', client.token, {
    milestone_id,
    method: MoneyCollectingMethodType.UPLOAD_PROOF,
    idempotency_key: `${prefix}-fund-with-proof`,
  });
  const proof = await upload(app, '/api/payment/upload-payment-proof', client.token, pdf('receipt.pdf'), {
    payment_id: funded.payment.id,
  });
  await ok(app, '/api/payment/confirm-payment', provider.token, { payment_id: funded.payment.id });
  await ok(app, '/api/milestone/start-milestone', provider.token, { milestone_id });
  await ok(app, '/api/milestone/deliver-milestone', provider.token, { milestone_id, note: 'Done.' });
  const evidence = await upload(app, '/api/chat/upload-chat-file', client.token, png('broken-menu.png'));
  const dispute = await ok(app, '/api/dispute/open-dispute', client.token, {
    milestone_id,
    reason: 'quality',
    statement: 'The menu covers the cart on phones.',
    evidence: { file_ids: [evidence.id] },
  });

  const conversation = await ok(app, '/api/chat/create-conversation', client.token, {
    participant_ids: [provider.userId],
    title: 'Checkout',
    project_id: project.id,
  });
  const chatFile = await upload(app, '/api/chat/upload-chat-file', client.token, png('checkout-error.png'));
  await postMessage(app.services, {
    userId: client.userId,
    conversationId: conversation.id,
    clientId: `${prefix}-message-with-file`,
    body: 'The error on checkout',
    fileIds: [chatFile.id],
  });

  const avatar = await upload(app, '/api/user/profile/update-user-photo-blob', provider.token, png('me.png'));
  const image = await upload(app, '/api/review/upload-portfolio-image', provider.token, png('shop.png'));
  await ok(app, '/api/review/create-portfolio-item', provider.token, {
    title: 'A shop',
    description: 'A small shop.',
    link: '',
    image_ids: [image.id],
  });

  const pathOf = (url: string) => url.split('?')[0]!;
  return {
    people: { client, provider, collaborator, stranger, administrator },
    ids: {
      publicPost: publicPost.id,
      hiddenPost: hiddenPost.id,
      invitePost: invitePost.id,
      payment: funded.payment.id,
      dispute: dispute.id,
      conversation: conversation.id,
      project: project.id,
    },
    /** Each kind's file by its bare path (/api/files/<id>), without any signature. */
    files: {
      'attachment of a public post': pathOf(publicPost.attachments[0].url),
      'attachment of a hidden post': pathOf(hiddenPost.attachments[0].url),
      'attachment of an invite-only post': pathOf(invitePost.attachments[0].url),
      'payment proof': pathOf(proof.proof_url),
      'chat file': pathOf(chatFile.url),
      'dispute evidence': pathOf(evidence.url),
      avatar: pathOf(avatar.url),
      'portfolio image': pathOf(image.url),
    },
  };
}

export type FileSubjects = Awaited<ReturnType<typeof buildFileSubjects>>;

/** The token a relation fetches with: the client owns the subjects but the avatar's and portfolio's. */
export function tokenOf(world: FileSubjects, kind: keyof FileSubjects['files'], relation: Relation) {
  const { client, provider, collaborator, stranger, administrator } = world.people;
  const providerOwns = kind === 'avatar' || kind === 'portfolio image';
  const byRelation: Record<Relation, string | null> = {
    owner: (providerOwns ? provider : client).token,
    counterparty: (providerOwns ? client : provider).token,
    collaborator: collaborator.token,
    stranger: stranger.token,
    administrator: administrator.token,
    anonymous: null,
  };
  return byRelation[relation];
}
