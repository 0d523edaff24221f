import type { ErrorType } from '@propwash/domain/platform/envelope';

const statusByType: Record<ErrorType, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PRODUCT_NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_STOCK: 409,
  ILLEGAL_STATUS_CHANGE: 409,
  IDEMPOTENCY_CONFLICT: 422,
  PAYMENT_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler maps `type` to the HTTP status. */
export class AppError extends Error {
  readonly type: ErrorType;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    type: ErrorType,
    message: string,
    opts: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.details = opts.details;
    this.headers = opts.headers;
  }

  get statusCode(): number {
    return statusByType[this.type];
  }
}

export function statusForType(type: ErrorType): number {
  return statusByType[type];
}
