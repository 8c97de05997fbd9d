import { createFileRoute } from '@tanstack/react-router';
import { oneTypeGuard } from '../../app/guards.ts';
import { BusinessHome } from '../../features/home/BusinessHome.tsx';

export const Route = createFileRoute('/$referenceId/')({
  beforeLoad: ({ context, params }) => oneTypeGuard(context, params.referenceId),
  component: BusinessHome,
});
