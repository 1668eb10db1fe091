import { RouterProvider } from 'react-router-dom';

import { ContactDrawer } from '../features/support-chat/contact-drawer.tsx';

import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { AppProviders } from './providers/app-providers.tsx';
import { appRouter } from './routes/app-router.tsx';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={appRouter} />
      <ContactDrawer />
      <UpdatePrompt />
    </AppProviders>
  );
}
