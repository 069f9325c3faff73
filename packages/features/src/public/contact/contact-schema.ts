import { z } from 'zod';

import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, contactTopicSchema } from '@lancer/api/schemas/site';

/** The contract's rules for a contact message, with i18n keys (public:contact.errors.*) as messages. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'errors.name').max(100, 'errors.name'),
  email: z.email('errors.email'),
  topic: contactTopicSchema,
  role: z.string().trim().max(120, 'errors.role'),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'errors.message')
    .max(CONTACT_MESSAGE_MAX, 'errors.messageLong'),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;
