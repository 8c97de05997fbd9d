import { createFileRoute } from '@tanstack/react-router';
import { NotFoundRouteScreen } from '../features/errors/NotFoundRouteScreen.tsx';

export const Route = createFileRoute('/404')({
  component: NotFoundRouteScreen,
});
