import { useSearchParams } from 'react-router-dom';

import { contactTopicSchema } from '@lancer/api/schemas/site';
import { Contact } from '@lancer/features/public/contact/contact';

import { QueryProvider } from '../app/query-provider';

/** `?topic=career&role=...` (Career's apply links) fills the form in. */
export default function ContactRoute() {
  const [search] = useSearchParams();
  const topic = contactTopicSchema.safeParse(search.get('topic'));
  return (
    <QueryProvider>
      <Contact
        initialTopic={topic.success ? topic.data : undefined}
        initialRole={search.get('role')?.slice(0, 120) || undefined}
      />
    </QueryProvider>
  );
}
