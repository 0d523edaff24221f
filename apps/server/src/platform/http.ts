import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { databaseBusy, isConnectionLoss } from './db-retry.ts';
import type { ErrorType } from '@propwash/domain/platform/envelope';

/** `{ success: true, data }`: the spec's envelope for every successful answer. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

function errorBody(message: string, type: ErrorType, details?: unknown) {
  return {
    success: false as const,
    error: { message, type, ...(details === undefined ? {} : { details }) },
  };
}

const typeByStatus: Record<number, ErrorType> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** One error handler for the whole API: known errors keep their message, 5xx never leak. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A database connection lost twice, or lost at COMMIT (platform/db-retry.ts): 503 with
    // Retry-After, never 500; the work was rolled back (or, at COMMIT, its outcome is unknown).
    if (!(error instanceof AppError) && isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      const busy = databaseBusy();
      return reply
        .status(busy.statusCode)
        .headers(busy.headers ?? {})
        .send(errorBody(busy.message, busy.type));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply
        .status(error.statusCode)
        .send(errorBody(error.message, error.type, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message ?? 'is invalid',
      }));
      const first = issues[0];
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
      return reply.status(400).send(errorBody(message, 'VALIDATION_FAILED', { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      return reply.status(500).send(errorBody('Something went wrong', 'INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send(errorBody('Something went wrong', 'INTERNAL'));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): safe to show.
    return reply
      .status(status)
      .send(errorBody(error.message, typeByStatus[status] ?? 'VALIDATION_FAILED'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        errorBody(`Route ${request.method} ${request.url.split('?')[0]} not found`, 'NOT_FOUND'),
      );
  });
}
