import { updateSelfIntro } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const updateSelfIntroMock = createOperationMock(updateSelfIntro, ({ me, body }) => {
  // The server sanitises; the mock drops scripts and inline handlers to behave alike.
  const content_html = body.content
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/\son\w+="[^"]*"/gi, '');
  me.account.basic.self_intro.content_html = content_html;
  return { content_html };
});
