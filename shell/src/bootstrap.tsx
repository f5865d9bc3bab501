import '@icast/ui/styles.css';
import './shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startSiteContent } from '@icast/site-content';
import { App } from './App';

// Before React: the content (and on / the first hero photo) load while the remotes do.
startSiteContent(document, window.location.pathname);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // As a transition React renders the first page in slices and lets the browser paint and take input between them,
  // instead of one long task that a mid-range phone spends hundreds of milliseconds in.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
