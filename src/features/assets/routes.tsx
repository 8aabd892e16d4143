import type { RouteObject } from 'react-router-dom';
import { AssetListScreen } from './asset-list-screen';

export const assetRoutes: RouteObject[] = [
  { path: '/app', element: <AssetListScreen /> },
  { path: '/app/:exchanges', element: <AssetListScreen /> },
  { path: '/app/:exchanges/:assetType', element: <AssetListScreen /> },
];
