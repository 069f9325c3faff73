// An app outside the monorepo with its own Tailwind v4: @lancer/ui's components beside the app's
// markup, both drawn from the package's tokens. Plain createElement (no JSX set-up needed).
import '@lancer/ui/fonts.css';
import './app.css';

import { Button } from '@lancer/ui/components/button';
import { DataTable } from '@lancer/ui/components/data-table';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lancer/ui/components/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Toaster, toast } from '@lancer/ui/components/toast';
import { createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

const jobs = [
  { id: 'site', title: 'Bakery landing page', client: 'Grace Hopper', budget: 1200 },
  { id: 'app', title: 'Booking app', client: 'Grace Hopper', budget: 8000 },
  { id: 'logo', title: 'Tea shop logo', client: 'Lin Huiyin', budget: 400 },
];

function Page() {
  useEffect(() => {
    toast({ title: 'Proposal sent', description: 'Grace sees it in her inbox.', duration: Infinity });
  }, []);
  return h(
    'main',
    { className: 'mx-auto grid max-w-3xl gap-6 p-8' },
    h(
      'header',
      { className: 'flex items-center justify-between gap-4' },
      h('h1', { className: 'text-2xl font-semibold' }, 'Open jobs'),
      h(
        'span',
        {
          'data-testid': 'brand-chip',
          className: 'rounded-lg bg-primary px-3 py-1 text-sm text-primary-foreground',
        },
        'Tailwind v4',
      ),
    ),
    h(
      'section',
      { className: 'grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm' },
      h('p', { className: 'text-sm text-muted-foreground' }, 'Three jobs match your skills.'),
      h(DataTable, {
        caption: 'Jobs',
        rows: jobs,
        getRowId: (job) => job.id,
        columns: [
          { id: 'title', header: 'Job', cell: (job) => job.title, sortValue: (job) => job.title },
          { id: 'client', header: 'Client', cell: (job) => job.client },
          { id: 'budget', header: 'Budget', cell: (job) => `$${job.budget}`, sortValue: (job) => job.budget },
        ],
      }),
      h(
        'div',
        { className: 'flex flex-wrap items-end gap-3' },
        h(
          'label',
          { className: 'grid w-56 gap-1.5 text-sm font-medium' },
          'Sort by',
          h(
            Select,
            { defaultValue: 'newest' },
            h(SelectTrigger, { 'aria-label': 'Sort by' }, h(SelectValue)),
            h(
              SelectContent,
              null,
              h(SelectItem, { value: 'newest' }, 'Newest first'),
              h(SelectItem, { value: 'budget' }, 'Highest budget'),
            ),
          ),
        ),
        h(
          Dialog,
          null,
          h(DialogTrigger, { asChild: true }, h(Button, null, 'Send a proposal')),
          h(
            DialogContent,
            null,
            h(
              DialogHeader,
              null,
              h(DialogTitle, null, 'Propose to Grace Hopper'),
              h(DialogDescription, null, 'Bakery landing page, $1200.'),
            ),
            h(
              DialogFooter,
              null,
              h(DialogClose, { asChild: true }, h(Button, { variant: 'outline' }, 'Cancel')),
              h(Button, null, 'Send'),
            ),
          ),
        ),
      ),
    ),
    h(Toaster),
  );
}

createRoot(document.getElementById('root')).render(h(Page));
