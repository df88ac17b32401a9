// The stylesheets are part of the entry, so the page links them in its head: a page the server
// rendered is styled on first paint, not when the scripts have run (that shifted the whole page).
import '@comarketing/ui/styles.css';
import './styles/host.css';

// The async boundary module federation needs: shared modules (React, the router, the store...)
// are negotiated before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('The application failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Something went wrong. Please refresh the page or try again later.';
});
