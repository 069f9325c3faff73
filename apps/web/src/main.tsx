import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Mock mode is a development aid; the production build drops this branch and the mocks with it.
if (import.meta.env.DEV && import.meta.env.VITE_API_MOCKS === '1') {
  const { startMockApi } = await import('./mocks/browser');
  await startMockApi();
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
