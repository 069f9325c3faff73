import { and, eq } from 'drizzle-orm';

import { demoChatFiles } from '@lancer/api/schemas/chat-demo-files';

import { uploadChatFile } from '../chat/chat-file-service';
import { createConversation, postMessage } from '../chat/chat-service';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { projects } from '../db/project-schema';
import { proposals } from '../db/proposal-schema';
import { runningProjectTitle } from './project-seed';
import { requests } from '../db/request-schema';
import type { DemoPeople } from './seed';

type Lines = Array<[string, string]>;

async function talk(services: Services, conversationId: string, lines: Lines) {
  for (const [sender, body] of lines)
    await postMessage(services, { userId: sender, conversationId, clientId: newId(), body });
}

/**
 * Demo chat: the client and Ada talk about the running project (project-seed.ts), the client sends
 * a screenshot and a checklist and Ada answers; Lin asks the
 * client about the pricing page job she proposed on, unanswered (an unread conversation).
 */
export async function seedChat(services: Services, people: DemoPeople) {
  const { client, ada, lin } = people;
  const [project] = await services.db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.title, runningProjectTitle));
  if (project) {
    const conversation = await createConversation(services, client, {
      participant_ids: [ada],
      title: project.title,
      project_id: project.id,
      request_id: null,
    });
    await talk(services, conversation.id, [
      [client, 'Hi Ada, welcome aboard! The brand guide is in the shared folder.'],
      [ada, 'Thanks Grace. I will start with the design tokens.'],
      [ada, 'The design system is delivered; the Storybook link is in the milestone note.'],
      [client, 'Looks great. Approved and paid. On to the pages!'],
    ]);
    // A question, a screenshot, an answer (decision 1604): the screens show an image and a file.
    const sent = await Promise.all(
      demoChatFiles.map(({ name, base64 }) =>
        uploadChatFile(services, client, {
          bytes: new Uint8Array(Buffer.from(base64, 'base64')),
          filename: name,
          fields: {},
        }),
      ),
    );
    await postMessage(services, {
      userId: client,
      conversationId: conversation.id,
      clientId: newId(),
      body: 'The checkout on staging shows this error. Screenshot and the launch checklist attached.',
      fileIds: sent.map((file) => file.id),
    });
    await talk(services, conversation.id, [
      [ada, 'Found it: the tax field was empty for EU addresses. Fixed on staging, please try again.'],
    ]);
  }
  const [pricing] = await services.db
    .select({ id: requests.id, title: requests.title })
    .from(requests)
    .innerJoin(proposals, and(eq(proposals.requestId, requests.id), eq(proposals.providerId, lin)))
    .where(eq(requests.clientId, client));
  if (pricing) {
    const conversation = await createConversation(services, lin, {
      participant_ids: [client],
      title: pricing.title,
      project_id: null,
      request_id: pricing.id,
    });
    await talk(services, conversation.id, [
      [lin, 'Hello Grace, a question on the pricing page: should the annual plans show a discount?'],
      [lin, 'I can also test the page with five of your customers, if that helps.'],
    ]);
  }
}
