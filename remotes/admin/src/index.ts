// Standalone development entry: the async boundary lets module federation share React first.
import('./bootstrap').catch((error: unknown) => console.error('The admin remote failed to start', error));
