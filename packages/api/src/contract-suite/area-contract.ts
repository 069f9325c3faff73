import { describe, expect, it } from 'vitest';

import { createConversation, fetchConversations, fetchMessages } from '../contract/chat';
import { completeChat, fetchLabStatus, translateText } from '../contract/lab';
import { fetchSubscriptionPayments } from '../contract/payment';
import {
  createProduct,
  fetchProduct,
  fetchProductCollaborators,
  fetchProductIssues,
  fetchProductMetrics,
  fetchProductOpsEvents,
  fetchProductPlan,
  fetchProducts,
  fetchProductWorkItems,
} from '../contract/product';
import { searchRequests } from '../contract/request';
import { fetchPaymentMethods, fetchProfile } from '../contract/user';
import { MAX_PAGE_SIZE } from '../constants';
import type { ContractSessions } from './describe-contract';
import { expectApiError } from './session';
import type { ContractTarget } from './target';

/** Reads of every other area: shapes, paging limits, membership. */
export function describeAreaContract(target: ContractTarget, sessions: ContractSessions) {
  describe('areas', () => {
    it('pages lists and refuses a page size above the maximum with a field message', async () => {
      const page = await sessions.provider.client.call(searchRequests, { query: { page_size: 1 } });
      expect(page.items.length).toBeLessThanOrEqual(1);
      await expectApiError(
        sessions.provider.client.call(searchRequests, { query: { page_size: MAX_PAGE_SIZE + 1 } }),
        400,
        'VALIDATION_FAILED',
        ['page_size'],
      );
    });

    it('opens a conversation between two users and pages its history', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id] },
      });
      const same = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id] },
      });
      expect(same.id).toBe(conversation.id);
      const theirs = await sessions.provider.client.call(fetchConversations, { query: {} });
      expect(theirs.items.map((item) => item.id)).toContain(conversation.id);
      const history = await sessions.client.client.call(fetchMessages, {
        query: { conversation_id: conversation.id },
      });
      expect(history.page).toBe(1);
    });

    it('creates a product and answers each of its tabs to members only', async () => {
      const product = await sessions.client.client.call(createProduct, {
        body: { name: 'Contract suite product' },
      });
      const query = { product_id: product.id };
      const list = await sessions.client.client.call(fetchProducts, { query: {} });
      expect(list.items.map((item) => item.id)).toContain(product.id);
      await sessions.client.client.call(fetchProduct, { query });
      await sessions.client.client.call(fetchProductPlan, { query });
      await sessions.client.client.call(fetchProductWorkItems, { query });
      await sessions.client.client.call(fetchProductIssues, { query });
      await sessions.client.client.call(fetchProductMetrics, { query });
      await sessions.client.client.call(fetchProductOpsEvents, { query });
      const members = await sessions.client.client.call(fetchProductCollaborators, { query });
      expect(members.collaborators.map((member) => member.role)).toEqual(['owner']);
      await expectApiError(sessions.provider.client.call(fetchProduct, { query }), 403, 'FORBIDDEN');
    });

    it('answers payment methods and subscription payments', async () => {
      await sessions.client.client.call(fetchPaymentMethods);
      await sessions.client.client.call(fetchSubscriptionPayments, { query: {} });
    });

    it('answers the lab, or says AI is not configured', async () => {
      const status = await sessions.client.client.call(fetchLabStatus);
      expect(status.configured).toBe(target.aiConfigured ?? status.configured);
      const translate = sessions.client.client.call(translateText, {
        body: { text: 'hello', target_language: 'zh' },
      });
      const chat = sessions.client.client.call(completeChat, {
        body: { messages: [{ role: 'user', content: 'hi' }] },
      });
      if (status.configured) {
        await expect(translate).resolves.toMatchObject({ text: expect.any(String) });
        await expect(chat).resolves.toMatchObject({ message: { role: 'assistant' } });
      } else {
        await expectApiError(translate, 503, 'AI_NOT_CONFIGURED');
        await expectApiError(chat, 503, 'AI_NOT_CONFIGURED');
      }
    });
  });
}
