import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { adoptFirstWave } from '@irt/shared-auth';
import { leaveWhenSessionRefused } from './session/leave';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

leaveWhenSessionRefused();
// A page opened with a session carries its first answers: the frame renders without asking for them.
adoptFirstWave();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
