import type { RequestHandler, WebSocketHandler } from 'msw';

import { createChatSocketMock } from './chat/chat-socket';
import { declineInvitationMock } from './invitation/decline-invitation';
import { fetchInvitationsMock } from './invitation/fetch-invitations';
import { sendInvitationMock } from './invitation/send-invitation';
import { createTimeEntryMock } from './hourly/create-time-entry';
import { deleteTimeEntryMock } from './hourly/delete-time-entry';
import { fetchTimesheetMock } from './hourly/fetch-timesheet';
import { reviewTimesheetMock } from './hourly/review-timesheet';
import { startTimerMock } from './hourly/start-timer';
import { stopTimerMock } from './hourly/stop-timer';
import { testClockMock } from './hourly/test-clock';
import { updateTimeEntryMock } from './hourly/update-time-entry';
import { submitReviewMock } from './review/submit-review';
import { replyToReviewMock } from './review/reply-to-review';
import { fetchProjectReviewsMock } from './review/fetch-project-reviews';
import { fetchPublicProfileMock } from './review/fetch-public-profile';
import { fetchUserReviewsMock } from './review/fetch-user-reviews';
import { fetchClientReputationMock } from './review/fetch-client-reputation';
import { fetchProfileVisibilityMock } from './review/fetch-profile-visibility';
import { updateProfileVisibilityMock } from './review/update-profile-visibility';
import { fetchPortfolioMock } from './review/fetch-portfolio';
import { fetchOwnPortfolioMock } from './review/fetch-own-portfolio';
import { uploadPortfolioImageMock } from './review/upload-portfolio-image';
import { createPortfolioItemMock } from './review/create-portfolio-item';
import { updatePortfolioItemMock } from './review/update-portfolio-item';
import { deletePortfolioItemMock } from './review/delete-portfolio-item';
import { reorderPortfolioMock } from './review/reorder-portfolio';
import { fetchNotificationsMock } from './notification/fetch-notifications';
import { fetchUnreadCountMock } from './notification/fetch-unread-count';
import { markNotificationsReadMock } from './notification/mark-notifications-read';
import { fetchNotificationSettingsMock } from './notification/fetch-notification-settings';
import { changeNotificationSettingsMock } from './notification/change-notification-settings';
import { unsubscribeMailMock } from './notification/unsubscribe-mail';
import { trySigninWithEmailMock } from './user/try-signin-with-email';
import { signinWithEmailAndPasswordMock } from './user/signin-with-email-and-password';
import { signinWithEmailAndCodeMock } from './user/signin-with-email-and-code';
import { updateUserPasswordMock } from './user/update-user-password';
import { updateNewUserFlidMock } from './user/update-new-user-flid';
import { refreshTokenMock } from './user/refresh-token';
import { fetchProfileMock } from './user/fetch-profile';
import { fetchProfileForUserMock } from './user/fetch-profile-for-user';
import { searchForUsersMock } from './user/search-for-users';
import { sendEmailCodeMock } from './user/send-email-code';
import { verifyEmailWithCodeMock } from './user/verify-email-with-code';
import { updateEmailMock } from './user/update-email';
import { updateMobileMock } from './user/update-mobile';
import { updateUserFullnameMock } from './user/update-user-fullname';
import { updateSelfIntroMock } from './user/update-self-intro';
import { updateAcceptingRequestMock } from './user/update-accepting-request';
import { updateExpectedSalaryMock } from './user/update-expected-salary';
import { fetchStripeAccountLinkMock } from './user/fetch-stripe-account-link';
import { fetchPaymentMethodsMock } from './user/fetch-payment-methods';
import { removePaymentMethodMock } from './user/remove-payment-method';
import { fetchTemplatesForSelfIntroMock } from './user/fetch-templates-for-self-intro';
import { updateUserPhotoMock } from './user/update-user-photo';
import { updateUserPhotoBlobMock } from './user/update-user-photo-blob';
import { rewriteResumeMock } from './ai/rewrite-resume';
import { rewriteJobpostMock } from './ai/rewrite-jobpost';
import { createRequestMock } from './request/create-request';
import { updateRequestMock } from './request/update-request';
import { closeRequestMock } from './request/close-request';
import { fetchRequestMock } from './request/fetch-request';
import { searchRequestsMock } from './request/search-requests';
import { uploadAttachmentMock } from './request/upload-attachment';
import { createProposalMock } from './proposal/create-proposal';
import { fetchProposalMock } from './proposal/fetch-proposal';
import { fetchProposalsMock } from './proposal/fetch-proposals';
import { acceptProposalMock } from './proposal/accept-proposal';
import { rejectProposalMock } from './proposal/reject-proposal';
import { withdrawProposalMock } from './proposal/withdraw-proposal';
import { confirmProposalMock } from './proposal/confirm-proposal';
import { updateProposalMock } from './proposal/update-proposal';
import { fetchProposalRevisionsMock } from './proposal/fetch-proposal-revisions';
import { saveJobMock } from './request/save-job';
import { unsaveJobMock } from './request/unsave-job';
import { fetchSavedJobsMock } from './request/fetch-saved-jobs';
import { fetchProjectsMock } from './project/fetch-projects';
import { fetchProjectMock } from './project/fetch-project';
import { completeProjectMock } from './project/complete-project';
import { closeProjectMock } from './project/close-project';
import { fetchProjectCollaboratorsMock } from './project/fetch-project-collaborators';
import { addProjectCollaboratorMock } from './project/add-project-collaborator';
import { removeProjectCollaboratorMock } from './project/remove-project-collaborator';
import { fundMilestoneMock } from './milestone/fund-milestone';
import { startMilestoneMock } from './milestone/start-milestone';
import { deliverMilestoneMock } from './milestone/deliver-milestone';
import { approveMilestoneMock } from './milestone/approve-milestone';
import { payMilestoneMock } from './milestone/pay-milestone';
import { createIssueMock } from './issue/create-issue';
import { fetchIssuesMock } from './issue/fetch-issues';
import { fetchIssueMock } from './issue/fetch-issue';
import { resolveIssueMock } from './issue/resolve-issue';
import { confirmIssueMock } from './issue/confirm-issue';
import { reopenIssueMock } from './issue/reopen-issue';
import { commentIssueMock } from './issue/comment-issue';
import { fetchPaymentHistoryMock } from './payment/fetch-payment-history';
import { fetchPaymentMock } from './payment/fetch-payment';
import { confirmPaymentMock } from './payment/confirm-payment';
import { payInvoiceMock } from './payment/pay-invoice';
import { fetchBillingMethodMock } from './payment/fetch-billing-method';
import { openBillingSetupMock } from './payment/open-billing-setup';
import { removeBillingMethodMock } from './payment/remove-billing-method';
import { sandboxSetupMock } from './payment/sandbox-setup';
import { uploadPaymentProofMock } from './payment/upload-payment-proof';
import { fetchEarningsMock } from './payment/fetch-earnings';
import { fetchSubscriptionPaymentsMock } from './payment/fetch-subscription-payments';
import { fetchProductsMock } from './product/fetch-products';
import { fetchProductMock } from './product/fetch-product';
import { createProductMock } from './product/create-product';
import { fetchProductPlanMock } from './product/fetch-product-plan';
import { fetchProductWorkItemsMock } from './product/fetch-product-work-items';
import { fetchProductIssuesMock } from './product/fetch-product-issues';
import { fetchProductMetricsMock } from './product/fetch-product-metrics';
import { fetchProductOpsEventsMock } from './product/fetch-product-ops-events';
import { fetchProductCollaboratorsMock } from './product/fetch-product-collaborators';
import { inviteProductCollaboratorMock } from './product/invite-product-collaborator';
import { removeProductCollaboratorMock } from './product/remove-product-collaborator';
import { cancelProductInviteMock } from './product/cancel-product-invite';
import { updateProductMock } from './product/update-product';
import { createProductPlanItemMock } from './product/create-product-plan-item';
import { updateProductPlanItemMock } from './product/update-product-plan-item';
import { createProductWorkItemMock } from './product/create-product-work-item';
import { updateProductWorkItemMock } from './product/update-product-work-item';
import { createProductIssueMock } from './product/create-product-issue';
import { resolveProductIssueMock } from './product/resolve-product-issue';
import { confirmProductIssueMock } from './product/confirm-product-issue';
import { reopenProductIssueMock } from './product/reopen-product-issue';
import { createProductOpsEventMock } from './product/create-product-ops-event';
import { updateProductOpsEventMock } from './product/update-product-ops-event';
import { fetchConversationsMock } from './chat/fetch-conversations';
import { createConversationMock } from './chat/create-conversation';
import { fetchMessagesMock } from './chat/fetch-messages';
import { deleteMessageMock } from './chat/delete-message';
import { editMessageMock } from './chat/edit-message';
import { searchMessagesMock } from './chat/search-messages';
import { uploadChatFileMock } from './chat/upload-chat-file';
import { fetchChatFileMock } from './chat/fetch-chat-file';
import { fetchStoredFileMock } from './files/fetch-stored-file';
import { fetchAchievementsMock } from './stats/fetch-achievements';
import { fetchStatisticsMock } from './stats/fetch-statistics';
import { fetchChartDataMock } from './stats/fetch-chart-data';
import { fetchLabStatusMock } from './lab/fetch-lab-status';
import { translateTextMock } from './lab/translate-text';
import { completeChatMock } from './lab/complete-chat';
import { completeTaskMock } from './lab/complete-task';
import { generateImageMock } from './lab/generate-image';
import { runAiDeveloperMock } from './lab/run-ai-developer';
import { fetchGeneratedImagesMock } from './lab/fetch-generated-images';
import { fetchDevBoxSnippetsMock } from './lab/fetch-dev-box-snippets';
import { saveDevBoxSnippetMock } from './lab/save-dev-box-snippet';
import { deleteDevBoxSnippetMock } from './lab/delete-dev-box-snippet';
import { askAboutDevBoxSnippetMock } from './lab/ask-about-dev-box-snippet';
import { sandboxCheckoutMock } from './payment/sandbox-checkout';
import { fetchWorkspaceSummaryMock } from './activity/fetch-workspace-summary';
import { fetchHistoryMock } from './activity/fetch-history';
import { sendContactMessageMock } from './site/send-contact-message';
import { fetchBlogPostsMock } from './site/fetch-blog-posts';
import { fetchBlogPostMock } from './site/fetch-blog-post';
import { fetchSandboxMock } from './site/fetch-sandbox';
import { updateProviderSkillsMock } from './user/update-provider-skills';
import { fetchSignedInDevicesMock } from './user/fetch-signed-in-devices';
import { signOutDeviceMock } from './user/sign-out-device';
import { signOutOtherDevicesMock } from './user/sign-out-other-devices';
import { fetchLabModelsMock } from './lab/fetch-lab-models';
import { streamChatMock } from './lab/stream-chat';
import { fetchLabConversationsMock } from './lab/fetch-lab-conversations';
import { fetchLabConversationMock } from './lab/fetch-lab-conversation';
import { createLabConversationMock } from './lab/create-lab-conversation';
import { renameLabConversationMock } from './lab/rename-lab-conversation';
import { deleteLabConversationMock } from './lab/delete-lab-conversation';
import { streamLabReplyMock } from './lab/stream-lab-reply';

import { openDisputeMock } from './dispute/open-dispute';
import { answerDisputeMock } from './dispute/answer-dispute';
import { proposeSettlementMock } from './dispute/propose-settlement';
import { acceptSettlementMock } from './dispute/accept-settlement';
import { escalateDisputeMock } from './dispute/escalate-dispute';
import { fetchDisputeMock } from './dispute/fetch-dispute';
import { fetchProjectDisputesMock } from './dispute/fetch-project-disputes';
import { fetchDisputeQueueMock } from './console/fetch-dispute-queue';
import { fetchDisputeCaseMock } from './console/fetch-dispute-case';
import { decideDisputeMock } from './console/decide-dispute';
import { fetchAuditLogMock } from './console/fetch-audit-log';
import { searchConsoleUsersMock } from './console/search-console-users';
import { searchConsoleContentMock } from './console/search-console-content';
import { searchConsolePaymentsMock } from './console/search-console-payments';
import { fetchConsoleOverviewMock } from './console/fetch-console-overview';
import { fetchConsoleUserMock } from './console/fetch-console-user';
import { suspendUserMock } from './console/suspend-user';
import { reinstateUserMock } from './console/reinstate-user';
import { fetchReportQueueMock } from './console/fetch-report-queue';
import { dismissReportMock } from './console/dismiss-report';
import { actOnReportMock } from './console/act-on-report';
import { hideContentMock } from './console/hide-content';
import { restoreContentMock } from './console/restore-content';
import { submitReportMock } from './report/submit-report';
/** Every call's scenario factories, by operation name. */
export const operationMocks = {
  trySigninWithEmail: trySigninWithEmailMock,
  signinWithEmailAndPassword: signinWithEmailAndPasswordMock,
  signinWithEmailAndCode: signinWithEmailAndCodeMock,
  updateUserPassword: updateUserPasswordMock,
  updateNewUserFlid: updateNewUserFlidMock,
  refreshToken: refreshTokenMock,
  fetchProfile: fetchProfileMock,
  fetchProfileForUser: fetchProfileForUserMock,
  searchForUsers: searchForUsersMock,
  sendEmailCode: sendEmailCodeMock,
  verifyEmailWithCode: verifyEmailWithCodeMock,
  updateEmail: updateEmailMock,
  updateMobile: updateMobileMock,
  updateUserFullname: updateUserFullnameMock,
  updateSelfIntro: updateSelfIntroMock,
  updateAcceptingRequest: updateAcceptingRequestMock,
  updateExpectedSalary: updateExpectedSalaryMock,
  fetchStripeAccountLink: fetchStripeAccountLinkMock,
  fetchPaymentMethods: fetchPaymentMethodsMock,
  removePaymentMethod: removePaymentMethodMock,
  fetchTemplatesForSelfIntro: fetchTemplatesForSelfIntroMock,
  updateUserPhoto: updateUserPhotoMock,
  updateUserPhotoBlob: updateUserPhotoBlobMock,
  rewriteResume: rewriteResumeMock,
  rewriteJobpost: rewriteJobpostMock,
  createRequest: createRequestMock,
  updateRequest: updateRequestMock,
  closeRequest: closeRequestMock,
  fetchRequest: fetchRequestMock,
  searchRequests: searchRequestsMock,
  uploadAttachment: uploadAttachmentMock,
  createProposal: createProposalMock,
  fetchProposal: fetchProposalMock,
  fetchProposals: fetchProposalsMock,
  acceptProposal: acceptProposalMock,
  rejectProposal: rejectProposalMock,
  withdrawProposal: withdrawProposalMock,
  confirmProposal: confirmProposalMock,
  updateProposal: updateProposalMock,
  fetchProposalRevisions: fetchProposalRevisionsMock,
  saveJob: saveJobMock,
  unsaveJob: unsaveJobMock,
  fetchSavedJobs: fetchSavedJobsMock,
  fetchProjects: fetchProjectsMock,
  fetchProject: fetchProjectMock,
  completeProject: completeProjectMock,
  closeProject: closeProjectMock,
  fetchProjectCollaborators: fetchProjectCollaboratorsMock,
  addProjectCollaborator: addProjectCollaboratorMock,
  removeProjectCollaborator: removeProjectCollaboratorMock,
  fundMilestone: fundMilestoneMock,
  startMilestone: startMilestoneMock,
  deliverMilestone: deliverMilestoneMock,
  approveMilestone: approveMilestoneMock,
  payMilestone: payMilestoneMock,
  createIssue: createIssueMock,
  fetchIssues: fetchIssuesMock,
  fetchIssue: fetchIssueMock,
  resolveIssue: resolveIssueMock,
  confirmIssue: confirmIssueMock,
  reopenIssue: reopenIssueMock,
  commentIssue: commentIssueMock,
  fetchPaymentHistory: fetchPaymentHistoryMock,
  fetchPayment: fetchPaymentMock,
  confirmPayment: confirmPaymentMock,
  payInvoice: payInvoiceMock,
  fetchBillingMethod: fetchBillingMethodMock,
  openBillingSetup: openBillingSetupMock,
  removeBillingMethod: removeBillingMethodMock,
  uploadPaymentProof: uploadPaymentProofMock,
  fetchEarnings: fetchEarningsMock,
  fetchSubscriptionPayments: fetchSubscriptionPaymentsMock,
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
  fetchConversations: fetchConversationsMock,
  createConversation: createConversationMock,
  fetchMessages: fetchMessagesMock,
  editMessage: editMessageMock,
  deleteMessage: deleteMessageMock,
  searchMessages: searchMessagesMock,
  uploadChatFile: uploadChatFileMock,
  fetchAchievements: fetchAchievementsMock,
  fetchStatistics: fetchStatisticsMock,
  fetchChartData: fetchChartDataMock,
  fetchLabStatus: fetchLabStatusMock,
  translateText: translateTextMock,
  completeChat: completeChatMock,
  completeTask: completeTaskMock,
  generateImage: generateImageMock,
  runAiDeveloper: runAiDeveloperMock,
  fetchGeneratedImages: fetchGeneratedImagesMock,
  fetchDevBoxSnippets: fetchDevBoxSnippetsMock,
  saveDevBoxSnippet: saveDevBoxSnippetMock,
  deleteDevBoxSnippet: deleteDevBoxSnippetMock,
  askAboutDevBoxSnippet: askAboutDevBoxSnippetMock,
  fetchWorkspaceSummary: fetchWorkspaceSummaryMock,
  fetchHistory: fetchHistoryMock,
  sendInvitation: sendInvitationMock,
  fetchInvitations: fetchInvitationsMock,
  declineInvitation: declineInvitationMock,
  sendContactMessage: sendContactMessageMock,
  fetchBlogPosts: fetchBlogPostsMock,
  fetchBlogPost: fetchBlogPostMock,
  fetchSandbox: fetchSandboxMock,
  updateProviderSkills: updateProviderSkillsMock,
  fetchSignedInDevices: fetchSignedInDevicesMock,
  signOutDevice: signOutDeviceMock,
  signOutOtherDevices: signOutOtherDevicesMock,
  fetchLabModels: fetchLabModelsMock,
  streamChat: streamChatMock,
  fetchLabConversations: fetchLabConversationsMock,
  fetchLabConversation: fetchLabConversationMock,
  createLabConversation: createLabConversationMock,
  renameLabConversation: renameLabConversationMock,
  deleteLabConversation: deleteLabConversationMock,
  streamLabReply: streamLabReplyMock,
  submitReview: submitReviewMock,
  replyToReview: replyToReviewMock,
  fetchProjectReviews: fetchProjectReviewsMock,
  fetchPublicProfile: fetchPublicProfileMock,
  fetchUserReviews: fetchUserReviewsMock,
  fetchClientReputation: fetchClientReputationMock,
  fetchProfileVisibility: fetchProfileVisibilityMock,
  updateProfileVisibility: updateProfileVisibilityMock,
  fetchPortfolio: fetchPortfolioMock,
  fetchOwnPortfolio: fetchOwnPortfolioMock,
  uploadPortfolioImage: uploadPortfolioImageMock,
  createPortfolioItem: createPortfolioItemMock,
  updatePortfolioItem: updatePortfolioItemMock,
  deletePortfolioItem: deletePortfolioItemMock,
  reorderPortfolio: reorderPortfolioMock,
  fetchNotifications: fetchNotificationsMock,
  fetchUnreadCount: fetchUnreadCountMock,
  markNotificationsRead: markNotificationsReadMock,
  fetchNotificationSettings: fetchNotificationSettingsMock,
  changeNotificationSettings: changeNotificationSettingsMock,
  unsubscribeMail: unsubscribeMailMock,
  fetchTimesheet: fetchTimesheetMock,
  createTimeEntry: createTimeEntryMock,
  updateTimeEntry: updateTimeEntryMock,
  deleteTimeEntry: deleteTimeEntryMock,
  startTimer: startTimerMock,
  stopTimer: stopTimerMock,
  reviewTimesheet: reviewTimesheetMock,
  openDispute: openDisputeMock,
  answerDispute: answerDisputeMock,
  proposeSettlement: proposeSettlementMock,
  acceptSettlement: acceptSettlementMock,
  escalateDispute: escalateDisputeMock,
  fetchDispute: fetchDisputeMock,
  fetchProjectDisputes: fetchProjectDisputesMock,
  fetchDisputeQueue: fetchDisputeQueueMock,
  fetchDisputeCase: fetchDisputeCaseMock,
  decideDispute: decideDisputeMock,
  fetchAuditLog: fetchAuditLogMock,
  searchConsoleUsers: searchConsoleUsersMock,
  searchConsolePayments: searchConsolePaymentsMock,
  searchConsoleContent: searchConsoleContentMock,
  fetchConsoleOverview: fetchConsoleOverviewMock,
  fetchConsoleUser: fetchConsoleUserMock,
  suspendUser: suspendUserMock,
  reinstateUser: reinstateUserMock,
  fetchReportQueue: fetchReportQueueMock,
  dismissReport: dismissReportMock,
  actOnReport: actOnReportMock,
  hideContent: hideContentMock,
  restoreContent: restoreContentMock,
  submitReport: submitReportMock,
} as const;

/** One default handler per call, keyed by operation name; stories override only what they are about. */
export const defaultHandlers: Record<string, RequestHandler> = Object.fromEntries(
  Object.entries(operationMocks).map(([name, mock]) => [name, mock.handler()]),
);

/** The /ws/chat mock of the default handlers; stories drive it (expire(), closeAll(4401)...). */
export const chatSocketMock = createChatSocketMock();

export const defaultHandlerList = (): Array<RequestHandler | WebSocketHandler> => [
  ...Object.values(defaultHandlers),
  ...sandboxCheckoutMock(),
  ...sandboxSetupMock(),
  ...fetchStoredFileMock(),
  ...fetchChatFileMock(),
  ...testClockMock(),
  chatSocketMock.handler,
];
