import type { IncomingMessage } from 'node:http';

/** The whole body of a request to a local fake server, as text. */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
