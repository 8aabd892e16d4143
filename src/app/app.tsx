import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DataProvider } from './providers/data-provider';
import { SessionProvider } from './providers/session-provider';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <DataProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </DataProvider>
  );
}
