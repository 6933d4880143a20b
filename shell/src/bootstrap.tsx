import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { leaveWhenSessionRefused } from './session/leave';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

leaveWhenSessionRefused();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
