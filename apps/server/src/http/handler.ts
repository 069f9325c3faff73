import type { operations } from '@lancer/api/contract/index';
import type { Operation } from '@lancer/api/contract/operation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import type { AuthUser } from '../user/access-token';
import type { Services } from '../services';

type Output<T> = T extends z.ZodType ? z.output<T> : never;

export type HandlerContext<Op extends Operation> = {
  params: Output<Op['params']>;
  query: Output<Op['query']>;
  body: Output<Op['body']>;
  /** The signed-in user; reading it on a public call without a token throws 401. */
  user: AuthUser;
  /** The signed-in user when there is one. */
  maybeUser: AuthUser | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Aborted when the client leaves before the answer is complete (a stopped stream). */
  signal: AbortSignal;
};

/** A streaming operation (`stream: true`) answers its events as an async iterable instead. */
type Handler<Op extends Operation> = (
  context: HandlerContext<Op>,
) => Promise<z.input<Op['response']>> | AsyncIterable<z.input<Op['response']>>;

type Operations = typeof operations;
export type HandlerMap = { [K in keyof Operations]?: Handler<Operations[K]> };
