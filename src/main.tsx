import { i18nReady } from './providers/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

// The texts of the interface language arrive first; rendering without them would flash keys.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
