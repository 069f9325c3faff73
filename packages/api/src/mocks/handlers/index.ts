import type { RequestHandler } from 'msw';

/** One default handler per call, keyed by operation name; stories override only what they are about. */
export const defaultHandlers: Record<string, RequestHandler> = {};

export const defaultHandlerList = (): RequestHandler[] => Object.values(defaultHandlers);
