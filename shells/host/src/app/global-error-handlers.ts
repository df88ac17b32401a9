/**
 * Uncaught errors and unhandled promise rejections are stopped from default handling and only
 * logged.
 */
export function installGlobalErrorHandlers(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    console.error('Unhandled promise rejection', event.reason);
  });
  target.addEventListener('error', (event) => {
    // Resource load errors (an <img>, a <script>) do not bubble here; this is a script error.
    event.preventDefault();
    console.error('Uncaught error', event.error ?? event.message);
  });
}
