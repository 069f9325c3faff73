import { eq } from 'drizzle-orm';

import { createConversation, postMessage } from '../chat/chat-service';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { projects } from './project-schema';
import { runningProjectTitle } from './project-seed';
import type { DemoPeople } from './seed';

/** Demo chat: the client and Ada talk about the running project (project-seed.ts). */
export async function seedChat(services: Services, people: DemoPeople) {
  const { client, ada } = people;
  const [project] = await services.db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.title, runningProjectTitle));
  if (!project) return;
  const talk = await createConversation(services, client, {
    participant_ids: [ada],
    title: project.title,
    project_id: project.id,
  });
  const lines: Array<[string, string]> = [
    [client, 'Hi Ada, welcome aboard! The brand guide is in the shared folder.'],
    [ada, 'Thanks Grace. I will start with the design tokens.'],
    [ada, 'The design system is delivered; the Storybook link is in the milestone note.'],
    [client, 'Looks great. Approved and paid. On to the pages!'],
  ];
  for (const [sender, body] of lines)
    await postMessage(services, { userId: sender, conversationId: talk.id, clientId: newId(), body });
}
