import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { DataProvider } from './providers/data-provider';
import { NoticeProvider } from '../lib/notice-provider';
import { SessionProvider } from '../lib/session-provider';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <DataProvider>
      <SessionProvider>
        <NoticeProvider>
          <RouterProvider router={router} />
        </NoticeProvider>
      </SessionProvider>
    </DataProvider>
  );
}
