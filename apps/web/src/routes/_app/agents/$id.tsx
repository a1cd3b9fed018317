import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// Linked from the dashboards: an Admin edits the agent, a Super Agent sees its own agent's details.
export const Route = createFileRoute('/_app/agents/$id')({
  beforeLoad: ({ context, params }) =>
    redirectByRole({ Admin: paths.admin.agent(params.id), SuperAgent: paths.superAgent.agent(params.id) })({
      context,
    }),
});
