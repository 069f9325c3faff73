// An app outside the monorepo: Vite and React, no Tailwind, @lancer/ui from its packed tarball.
// Plain createElement, so the app needs no JSX set-up either.
import '@lancer/ui/fonts.css';
import '@lancer/ui/styles.css';

import { Button } from '@lancer/ui/components/button';
import { DataTable } from '@lancer/ui/components/data-table';
import {
  Dialog,
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

const people = [
  { id: 'grace', name: 'Grace Hopper', role: 'Client', rate: 0 },
  { id: 'ada', name: 'Ada Lovelace', role: 'Provider', rate: 85 },
  { id: 'lin', name: 'Lin Huiyin', role: 'Provider', rate: 60 },
];
const columns = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'role', header: 'Role', cell: (row) => row.role },
  {
    id: 'rate',
    header: 'Hourly',
    cell: (row) => (row.rate ? `$${row.rate}` : '—'),
    sortValue: (row) => row.rate,
  },
];

function App() {
  useEffect(() => {
    toast({ title: 'Profile saved', description: 'Your changes are live.', duration: Infinity });
  }, []);
  return h(
    'main',
    { style: { maxWidth: 720, margin: '0 auto', padding: 32, display: 'grid', gap: 24 } },
    h('h1', { className: 'text-2xl font-semibold' }, '@lancer/ui from outside'),
    h(
      'div',
      { style: { display: 'flex', gap: 12, alignItems: 'center' } },
      h(Button, null, 'Hire'),
      h(Button, { variant: 'outline' }, 'Save draft'),
      h(
        Dialog,
        null,
        h(DialogTrigger, { asChild: true }, h(Button, { variant: 'secondary' }, 'Open dialog')),
        h(
          DialogContent,
          null,
          h(
            DialogHeader,
            null,
            h(DialogTitle, null, 'Invite Ada Lovelace'),
            h(DialogDescription, null, 'She gets an email with your job.'),
          ),
          h(DialogFooter, null, h(Button, null, 'Send invite')),
        ),
      ),
    ),
    h(
      'label',
      { style: { display: 'grid', gap: 6, maxWidth: 280 }, className: 'text-sm font-medium' },
      'Category',
      h(
        Select,
        { defaultValue: 'design' },
        h(SelectTrigger, { 'aria-label': 'Category' }, h(SelectValue)),
        h(
          SelectContent,
          null,
          h(SelectItem, { value: 'design' }, 'Design'),
          h(SelectItem, { value: 'development' }, 'Development'),
        ),
      ),
    ),
    h(DataTable, { caption: 'People', rows: people, columns, getRowId: (row) => row.id }),
    h(Toaster),
  );
}

createRoot(document.getElementById('root')).render(h(App));
