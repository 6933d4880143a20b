import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@irt/shared-ui/AppProviders';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import { createPortalRouter } from './router';

export function App() {
  // One router for the page's life (created on first render, not at import time, for tests).
  const [router] = useState(createPortalRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <NotificationsHost />
    </AppProviders>
  );
}
