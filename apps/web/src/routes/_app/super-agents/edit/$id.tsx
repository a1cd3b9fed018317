import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// The spec's edit link for a super agent; its edit screen is the admin page.
export const Route = createFileRoute('/_app/super-agents/edit/$id')({
  beforeLoad: ({ context, params }) =>
    redirectByRole({ Admin: paths.admin.superAgent(params.id) })({ context }),
});
