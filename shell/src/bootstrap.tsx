import '@icast/ui/styles.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startSiteContent } from '@icast/site-content';
import { App } from './App';

// Before React: the content (and on / the first hero photo) load while the remotes do.
startSiteContent(document, window.location.pathname);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
