// An app that uses Button (and Spinner, drawn by a lucide icon the package carries), with only
// `@lancer/ui react react-dom` installed, no bundler and nothing else: rendered to HTML as a server
// would, by Node from the installed files.
import { Button } from '@lancer/ui/components/button';
import { Spinner } from '@lancer/ui/components/spinner';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

console.log(renderToStaticMarkup(h(Button, { variant: 'outline' }, 'Hire')));
console.log(renderToStaticMarkup(h(Button, { disabled: true }, h(Spinner), 'Saving')));
