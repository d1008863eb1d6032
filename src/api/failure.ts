// Its own module, free of the HTTP client: views and the session check failures without making
// a first visit download ofetch.

/** An API failure with the server's Spanish message (or none) and the HTTP status. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The answer's whole body: a 409 from the back office carries the record as it is now. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
