import { fetchProductsMock } from './fetch-products';
import { fetchProductMock } from './fetch-product';
import { createProductMock } from './create-product';
import { fetchProductPlanMock } from './fetch-product-plan';
import { fetchProductWorkItemsMock } from './fetch-product-work-items';
import { fetchProductIssuesMock } from './fetch-product-issues';
import { fetchProductMetricsMock } from './fetch-product-metrics';
import { fetchProductOpsEventsMock } from './fetch-product-ops-events';
import { fetchProductCollaboratorsMock } from './fetch-product-collaborators';
import { inviteProductCollaboratorMock } from './invite-product-collaborator';
import { removeProductCollaboratorMock } from './remove-product-collaborator';
import { cancelProductInviteMock } from './cancel-product-invite';
import { updateProductMock } from './update-product';
import { createProductPlanItemMock } from './create-product-plan-item';
import { updateProductPlanItemMock } from './update-product-plan-item';
import { createProductWorkItemMock } from './create-product-work-item';
import { updateProductWorkItemMock } from './update-product-work-item';
import { createProductIssueMock } from './create-product-issue';
import { resolveProductIssueMock } from './resolve-product-issue';
import { confirmProductIssueMock } from './confirm-product-issue';
import { reopenProductIssueMock } from './reopen-product-issue';
import { createProductOpsEventMock } from './create-product-ops-event';
import { updateProductOpsEventMock } from './update-product-ops-event';

/** The product area's calls: each one's scenario factories, by operation name. */
export const productMocks = {
  fetchProducts: fetchProductsMock,
  fetchProduct: fetchProductMock,
  createProduct: createProductMock,
  fetchProductPlan: fetchProductPlanMock,
  fetchProductWorkItems: fetchProductWorkItemsMock,
  fetchProductIssues: fetchProductIssuesMock,
  fetchProductMetrics: fetchProductMetricsMock,
  fetchProductOpsEvents: fetchProductOpsEventsMock,
  fetchProductCollaborators: fetchProductCollaboratorsMock,
  inviteProductCollaborator: inviteProductCollaboratorMock,
  removeProductCollaborator: removeProductCollaboratorMock,
  cancelProductInvite: cancelProductInviteMock,
  updateProduct: updateProductMock,
  createProductPlanItem: createProductPlanItemMock,
  updateProductPlanItem: updateProductPlanItemMock,
  createProductWorkItem: createProductWorkItemMock,
  updateProductWorkItem: updateProductWorkItemMock,
  createProductIssue: createProductIssueMock,
  resolveProductIssue: resolveProductIssueMock,
  confirmProductIssue: confirmProductIssueMock,
  reopenProductIssue: reopenProductIssueMock,
  createProductOpsEvent: createProductOpsEventMock,
  updateProductOpsEvent: updateProductOpsEventMock,
} as const;
