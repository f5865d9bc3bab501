import '@icast/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { standaloneRoutes } from './StandaloneApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(standaloneRoutes)} />
    </StrictMode>,
  );
}
