// Suspense fallback of lazy pages: keeps the navigation progress bar running while the page loads.
import { useEffect } from 'react';
import { startProgress } from './progress';

export const RouteFallback = () => {
  useEffect(() => startProgress(), []);
  return null;
};
