import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/sticky-actions.css';
import './styles/ethiopic-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { onPreloadError } from './lib/stale-build';

// A page left open across a deploy reloads into the new build instead of showing a failed chunk load.
window.addEventListener('vite:preloadError', onPreloadError);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
