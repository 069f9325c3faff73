import { everyJob } from './every-job.js';
import { fundMilestone } from './fund-milestone.js';
import { createLancerClient } from './lancer.js';
import { verifyLancerWebhook } from './verify-webhook.js';

/** The example's settings, from the environment. */
function setting(name: string) {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

const lancer = createLancerClient(setting('LANCER_API'), setting('LANCER_TOKEN'));

const profile = await lancer.GET('/api/user/profile/fetch-profile');
console.log(`signed in as ${profile.data?.account.basic.email.address}`);

const jobs = await everyJob(lancer);
console.log(`${jobs.length} jobs`);

const milestoneId = process.env.LANCER_MILESTONE_ID;
if (milestoneId) {
  const { payment, retriedPayment } = await fundMilestone(lancer, milestoneId);
  console.log(`funded ${payment.amount_cents} cents once: ${payment.id === retriedPayment.id}`);
}

const signature = process.env.LANCER_WEBHOOK_SIGNATURE;
if (signature) {
  const body = setting('LANCER_WEBHOOK_BODY');
  const secret = setting('LANCER_WEBHOOK_SECRET');
  const event = JSON.parse(body) as { type: string };
  console.log(`webhook ${event.type} verified: ${verifyLancerWebhook(signature, body, secret)}`);
  console.log(`changed body verified: ${verifyLancerWebhook(signature, `${body} `, secret)}`);
  const previous = process.env.LANCER_WEBHOOK_PREVIOUS_SECRET;
  if (previous) console.log(`previous secret verified: ${verifyLancerWebhook(signature, body, previous)}`);
}
