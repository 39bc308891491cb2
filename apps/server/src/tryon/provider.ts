import type { ClothType, DressLength } from '@tryown/contracts';

/** Which part of the body a garment covers (upper, lower, full); decides where a provider puts it. */
export type { ClothType };
/** What one try-on puts on: one garment, or `combo`, a top (the dress) with a bottom (`lowerDress`). */
export type TaskClothType = ClothType | 'combo';

/** Whose picture the garment goes on: one of the store's models, or a person photo (a shopper's own). */
export type PersonRef = { kind: 'model' | 'photo'; id: string };

export interface TryOnInput {
  /** The store the task belongs to (its models and dresses are this store's). */
  clientId: string;
  personImage: Buffer;
  /** The garment; for `combo`, the top. */
  dressImage: Buffer;
  clothType: TaskClothType;
  /** Where the garment's hem belongs, when its store stated it (one of DRESS_LENGTHS of its cloth type); for `combo`, the top's. */
  length?: DressLength;
  /** `combo` only: the bottom worn with the top, and its stated length. */
  lowerDress?: { image: Buffer; id: string; length?: DressLength };
  person: PersonRef;
  dressId: string;
  /** Aborted when the task's time limit is reached or the worker shuts down. */
  signal: AbortSignal;
  /** Optional progress report, 0-100, for providers that know how far they are. */
  onProgress?: (progress: number) => void;
}

/** One way of producing a try-on image. Chosen by TRYON_PROVIDER (see providers.ts). */
export interface TryOnProvider {
  readonly name: string;
  /** Resolves with the result image (any format sharp reads); rejects with a TryOnError. */
  run(input: TryOnInput): Promise<Buffer>;
}

/**
 * A failure with a message that is safe to show to the store. `retryable` failures (rate limits,
 * timeouts, network trouble) are tried again with backoff; the others end the task at once.
 */
export class TryOnError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TryOnError';
  }
}

export const isTryOnError = (error: unknown): error is TryOnError => error instanceof TryOnError;
