import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * Runs `work`; when it is refused for load or rate (429, 503), the refusal is answered only after
 * `delayMs`. A flood whose clients wait for each answer (browsers do, and so do most scripts) then
 * sends at most one request per connection per `delayMs`, instead of as many as we can refuse:
 * refusing costs little, but in a busy process every request answered also delays everyone else's.
 */
export async function refuseSlowly<T>(work: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpException && (error.getStatus() === HttpStatus.TOO_MANY_REQUESTS || error.getStatus() === HttpStatus.SERVICE_UNAVAILABLE)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    throw error;
  }
}
