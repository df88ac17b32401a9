import { errorText, serverMessage } from '@comarketing/api';

/** What a toast or an alert says of a failed call: the server's own message, else what its status means. */
export function failureText(error: unknown, { mutation = true }: { mutation?: boolean } = {}): string {
  return serverMessage(error) ?? errorText(error, { mutation });
}
