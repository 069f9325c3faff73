-- A payment is for a milestone or for an hourly week (decision 1400): payments.milestone_id then holds
-- the hourly_weeks row's id, so it can no longer reference milestones.
ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_milestone_id_fkey";
