import { RouterProvider } from 'react-router';
import { DataProvider } from './providers/data-provider';
import { NoticeProvider } from '../lib/notice-provider';
import { SessionProvider } from '../lib/session-provider';
import { createAppRouter } from './router';

/**
 * Made when the code first runs, not in the first render: the router matches the page's route at once and starts
 * the route's screen chunk and data loader then, in parallel with React's first render instead of after it.
 */
const router = createAppRouter();

export function App() {
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
