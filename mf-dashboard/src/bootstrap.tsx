import '@icast/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneApp } from './StandaloneApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
