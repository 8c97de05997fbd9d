import { createFileRoute, Outlet } from '@tanstack/react-router';
import { sellingTypeGuard } from '../../app/guards.ts';

export const Route = createFileRoute('/$referenceId/$type')({
  beforeLoad: ({ context, params, location }) => {
    const prefix = `/${params.referenceId}/${params.type}`;
    const rest = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : '';
    return {
      sellingType: sellingTypeGuard(context, params.referenceId, params.type, rest + location.searchStr),
    };
  },
  component: Outlet,
});
