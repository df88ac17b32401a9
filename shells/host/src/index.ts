// The async boundary module federation needs: shared modules (React, the router, the store...)
// are negotiated before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('The application failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Something went wrong. Please refresh the page or try again later.';
});
